/**
 * The cart's order-level promotions (shopping spec §2.13): the ones applied, and the potential ones with the
 * message of what is still missing. Product promotions sit on the lines they apply to.
 */
import type { Cart, PromotionResult } from "@dukkan/occ/cart";
import { useTranslation } from "../../i18n/use-translation";

function PromotionList({ title, promotions, tone }: { title: string; promotions: PromotionResult[]; tone: string }) {
  const described = promotions.filter((promotion) => promotion.description);
  if (described.length === 0) return null;
  return (
    <div className={`rounded-xl border px-4 py-3 ${tone}`}>
      <h2 className="text-sm font-bold">{title}</h2>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm">
        {described.map((promotion, index) => (
          <li key={promotion.promotion?.code ?? index}>{promotion.description}</li>
        ))}
      </ul>
    </div>
  );
}

export function CartPromotions({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 empty:hidden" data-testid="cart-promotions">
      <PromotionList
        title={t("cartPage.appliedPromotions")}
        promotions={cart.appliedOrderPromotions ?? []}
        tone="border-brand-200 bg-brand-50 text-brand-800"
      />
      <PromotionList
        title={t("cartPage.potentialPromotions")}
        promotions={[...(cart.potentialOrderPromotions ?? []), ...(cart.potentialProductPromotions ?? [])]}
        tone="border-accent-200 bg-accent-50 text-accent-700"
      />
    </div>
  );
}
