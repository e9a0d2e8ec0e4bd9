/**
 * What a reorder did (account spec §2.21, §8): one line per cart modification with its icon (success: a tick;
 * lowStock: an info icon; anything else: an error icon) and a message per status code, then the cart link.
 */
import type { CartModification } from "@dukkan/occ/cart";
import { useTranslation } from "../../i18n/use-translation";
import { useLanguage } from "../../i18n/use-language";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import type { ReorderData } from "./reorder-route";

type Tone = "success" | "info" | "error";

export function modificationTone(modification: Pick<CartModification, "statusCode">): Tone {
  if (modification.statusCode === "success") return "success";
  return modification.statusCode === "lowStock" ? "info" : "error";
}

const TONE_CLASS: Record<Tone, string> = {
  success: "bg-brand-100 text-brand-800",
  info: "bg-ink-100 text-ink-700",
  error: "bg-sale/10 text-sale",
};
const TONE_SIGN: Record<Tone, string> = { success: "✓", info: "i", error: "!" };

export function ReorderResults({ result }: { result: ReorderData }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (result.failure) return <FormAlert tone="error">{result.failure}</FormAlert>;
  const modifications = result.modifications ?? [];
  const allAdded = modifications.every((modification) => modification.statusCode === "success");
  return (
    <div className="mt-4" data-testid="reorder-results">
      <p role="status" className="font-semibold text-ink-900">
        {allAdded ? t("orderAmend.reorder.allAdded") : t("orderAmend.reorder.someNotAdded")}
      </p>
      <ul className="mt-3 space-y-2">
        {modifications.map((modification, index) => {
          const tone = modificationTone(modification);
          const product = modification.entry?.product;
          return (
            <li
              key={`${product?.code ?? ""}-${index}`}
              className="flex items-start gap-3 text-sm text-ink-800"
              data-testid="reorder-result"
            >
              <span
                role="img"
                aria-label={t(`orderAmend.reorder.tone.${tone}`)}
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${TONE_CLASS[tone]}`}
              >
                {TONE_SIGN[tone]}
              </span>
              <span>
                {t(`orderAmend.reorder.status.${modification.statusCode}`, {
                  defaultValue: t("orderAmend.reorder.status.other"),
                  name: product?.name ?? product?.code ?? "",
                  quantity: modification.quantity ?? 0,
                  quantityAdded: modification.quantityAdded ?? 0,
                })}
              </span>
            </li>
          );
        })}
      </ul>
      <LinkButton to={`/${lang}/cart`} size="md" className="mt-6" data-testid="reorder-cart-link">
        {t("orderAmend.reorder.toCart")}
      </LinkButton>
    </div>
  );
}
