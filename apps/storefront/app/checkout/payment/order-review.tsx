/**
 * The collapsible order review of the payment step (checkout spec §2.9): the cart total with its item count, the
 * promotions, and cards for the ship-to address (or the pick-up store) and the delivery mode.
 */
import type { Cart } from "@dukkan/occ/cart";
import { useTranslation } from "../../i18n/use-translation";
import { CartPromotions } from "../../cart/page/cart-promotions";
import { formatPrice, Price } from "../../ui/price";
import { useLanguage } from "../../i18n/use-language";
import { DeliveryAddressLines } from "./billing-address";

function ReviewCard({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="rounded-xl border border-ink-200 p-3" data-testid={testId}>
      <h3 className="text-sm font-bold text-ink-900">{title}</h3>
      <div className="mt-1">{children}</div>
    </section>
  );
}

export function OrderReview({ cart, pickUp }: { cart: Cart; pickUp: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = cart.totalUnitCount ?? cart.totalItems ?? 0;
  const store = cart.deliveryPointOfService as
    { displayName?: string; name: string; address?: { formattedAddress?: string } } | undefined;
  const mode = cart.deliveryMode;
  return (
    <details open className="group rounded-2xl border border-ink-200 p-4" data-testid="order-review">
      <summary className="cursor-pointer text-base font-bold text-ink-900">{t("checkoutReview.orderReview")}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm font-semibold text-ink-900" data-testid="order-review-total">
          {t("checkoutReview.cartTotal", { count, price: formatPrice(cart.totalPrice, language) ?? "" })}
        </p>
        <CartPromotions cart={cart} />
        <div className="grid gap-3 sm:grid-cols-2">
          {pickUp && store ? (
            <ReviewCard title={t("checkoutReview.pickUpFrom")} testId="review-ship-to">
              <p className="text-sm font-semibold text-ink-800">{store.displayName ?? store.name}</p>
              {store.address?.formattedAddress ? (
                <p className="text-sm text-ink-700">{store.address.formattedAddress}</p>
              ) : null}
              <DeliveryAddressLines
                address={{
                  firstName: cart.deliveryAddress?.firstName,
                  lastName: cart.deliveryAddress?.lastName,
                  phone: cart.deliveryAddress?.phone,
                }}
              />
            </ReviewCard>
          ) : (
            <ReviewCard title={t("checkoutReview.shipTo")} testId="review-ship-to">
              <DeliveryAddressLines address={cart.deliveryAddress} />
            </ReviewCard>
          )}
          {mode ? (
            <ReviewCard title={t("checkoutReview.deliveryMode")} testId="review-delivery-mode">
              <p className="text-sm text-ink-800">{mode.name ?? mode.code}</p>
              {mode.description ? <p className="text-sm text-ink-600">{mode.description}</p> : null}
              {mode.deliveryCost ? (
                <p className="text-sm font-semibold text-ink-900">
                  <Price price={mode.deliveryCost} />
                </p>
              ) : null}
            </ReviewCard>
          ) : null}
        </div>
      </div>
    </details>
  );
}
