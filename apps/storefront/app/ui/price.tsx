/**
 * Amounts as pages show them: the API's OCC prices (computed in fils on the server) formatted in the page's
 * language with @dukkan/money, so Arabic pages read their own currency format.
 */
import { formatFils, toFils } from "@dukkan/money";
import type { Price as OccPrice } from "@dukkan/occ";
import { useLanguage } from "../i18n/use-language";

export function formatPrice(price: Pick<OccPrice, "value"> | undefined, language: string): string | undefined {
  return price ? formatFils(toFils(price.value), language) : undefined;
}

/** An OCC price in the page's language; nothing when there is no price. */
export function Price({ price, className }: { price: Pick<OccPrice, "value"> | undefined; className?: string }) {
  const language = useLanguage();
  const text = formatPrice(price, language);
  if (text === undefined) return null;
  return <span className={className}>{text}</span>;
}
