import { Icon } from "@dukkan/ui/icon";
/** The delivery mode's icon (checkout spec §2.5): a truck when the mode costs something, otherwise a store. */
export function DeliveryModeIcon({ kind }: { kind: "truck" | "store" }) {
  return <Icon name={kind} data-icon={kind} className="mt-0.5 size-7 shrink-0 text-brand-700 rtl:-scale-x-100" />;
}
