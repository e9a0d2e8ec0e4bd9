/** The delivery mode's icon (checkout spec §2.5): a truck when the mode costs something, otherwise a store. */
export function DeliveryModeIcon({ kind }: { kind: "truck" | "store" }) {
  return (
    <svg
      aria-hidden="true"
      data-icon={kind}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-7 shrink-0 text-brand-700 rtl:-scale-x-100"
    >
      {kind === "truck" ? (
        <>
          <path d="M3 6h11v10H3z" />
          <path d="M14 9h4l3 3v4h-7" />
          <circle cx="7" cy="17.5" r="1.75" />
          <circle cx="17" cy="17.5" r="1.75" />
        </>
      ) : (
        <>
          <path d="M4 10v10h16V10" />
          <path d="M3 10l1.5-5h15L21 10z" />
          <path d="M9.5 20v-5h5v5" />
        </>
      )}
    </svg>
  );
}
