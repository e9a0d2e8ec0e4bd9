/**
 * The added-to-cart dialog's content (shopping spec §2.12): the entry with its quantity control, the cart subtotal,
 * the promotions and the two ways on. `AddedToCartDialog` (./added-to-cart-dialog.tsx) follows the add and loads
 * this module when it first opens.
 */
import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { QuantityCounter } from "./add-to-cart-form";
import { useAddToCartFetcher } from "./add-to-cart-fetcher";
import type { AddedEntryView, AddedToCartView } from "./added-to-cart.server";
import { Icon } from "@dukkan/ui/icon";

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-700">
      <Icon name="spinner" className="size-8 animate-spin text-brand-700" />
      <span className="font-medium">{label}</span>
    </div>
  );
}

/** The entry, compact: picture, name, unit price, quantity control and line total. */
function AddedEntry({ entry, busy }: { entry: AddedEntryView; busy: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fetcher = useAddToCartFetcher();
  const [quantity, setQuantity] = useState(entry.quantity);
  // The reloaded cart's quantity replaces what the counter showed.
  const [cartQuantity, setCartQuantity] = useState(entry.quantity);
  if (entry.quantity !== cartQuantity) {
    setCartQuantity(entry.quantity);
    setQuantity(entry.quantity);
  }
  const changeTo = (next: number) => {
    setQuantity(next);
    if (!Number.isInteger(next) || next < 1 || next > entry.maxQuantity || next === entry.quantity) return;
    void fetcher.submit(
      { intent: "update", productCode: entry.productCode, entryNumber: entry.entryNumber, quantity: next },
      { method: "post", action: `/${language}/cart/add` },
    );
  };
  return (
    <div className="flex gap-4 border-y border-ink-100 py-4" data-testid="added-entry">
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" className="size-20 shrink-0 rounded-lg object-contain" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link to={entry.href} className="line-clamp-2 font-semibold text-ink-900 hover:underline">
          {entry.name}
        </Link>
        {entry.basePrice ? <p className="text-sm text-ink-600">{entry.basePrice}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {entry.updateable ? (
            <QuantityCounter
              value={quantity}
              max={entry.maxQuantity}
              label={t("addToCart.quantityOf", { name: entry.name })}
              onChange={changeTo}
              size="sm"
            />
          ) : (
            <p className="text-sm text-ink-700">
              {t("addToCart.quantity")}: <span data-testid="added-quantity">{entry.quantity}</span>
            </p>
          )}
          {entry.totalPrice ? (
            <p className={`font-bold text-ink-900 ${busy ? "opacity-50" : ""}`}>{entry.totalPrice}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Promotions({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-3">
      <h3 className="text-sm font-semibold text-ink-800">{title}</h3>
      <ul className="mt-1 list-disc ps-5 text-sm text-brand-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function AddedToCartModal({
  open,
  onOpenChange,
  view,
  error,
  loading,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AddedToCartView | null;
  error: string | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const setOpen = onOpenChange;
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={setOpen}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className="max-h-dvh w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:max-w-lg sm:rounded-3xl">
        <Dialog className="outline-none" data-testid="added-to-cart-dialog">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="text-xl font-bold text-ink-900">
              {t("addToCart.dialogTitle")}
            </Heading>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t("addToCart.close")}
              className="-m-1 rounded-full p-1 text-ink-600 hover:bg-ink-50"
            >
              <Icon name="close" />
            </button>
          </div>
          {error ? (
            <p role="alert" className="mt-4 rounded-xl bg-sale/5 px-4 py-3 text-sm font-medium text-sale">
              {error}
            </p>
          ) : !view ? (
            <Spinner label={t("addToCart.updatingCart")} />
          ) : (
            <div className="mt-4">
              {view.entry ? <AddedEntry entry={view.entry} busy={loading} /> : null}
              {loading ? (
                <p role="status" className="mt-3 text-sm text-ink-600">
                  {t("addToCart.updatingCart")}
                </p>
              ) : null}
              {view.subTotal ? (
                <p className="mt-4 flex items-baseline justify-between text-base">
                  <span className="font-semibold text-ink-800">{t("addToCart.cartSubtotal")}</span>
                  <span className="text-lg font-bold text-ink-900" data-testid="added-to-cart-subtotal">
                    {view.subTotal}
                  </span>
                </p>
              ) : null}
              <Promotions title={t("addToCart.appliedPromotions")} items={view.appliedPromotions} />
              <Promotions title={t("addToCart.potentialPromotions")} items={view.potentialPromotions} />
            </div>
          )}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Link
              to={`/${language}/cart`}
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t("addToCart.proceedToCheckout")}
            </Link>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-ink-200 px-5 font-semibold text-ink-800 hover:bg-ink-50"
            >
              {t("addToCart.continueShopping")}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
