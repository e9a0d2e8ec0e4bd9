import type { ReactNode } from "react";

/** The white card the sign-in pages sit in, with their heading and intro. */
export function AccountCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Wider, for forms with many fields (registration, profile). */
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-2xl" : "max-w-md"} px-4 py-10 sm:py-16`}>
      <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-ink-600">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
