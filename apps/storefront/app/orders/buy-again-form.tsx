/**
 * 'Buy it again' on an order's item (account spec §2.15): one unit of the product through the shop's add-to-cart
 * action and its shared fetcher, so the added-to-cart dialog opens as anywhere else; before scripts load it is a
 * plain form post that comes back to this page with a notice. Without a delivery area the area dialog opens first
 * and saving the area completes the add.
 */
import type { FormEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useDeliveryArea } from "../area/area-dialog-context";
import { useAddToCartFetcher } from "../cart/add-to-cart-fetcher";
import { AddToCartFields } from "../cart/add-to-cart-fields";
import { useLanguage } from "../i18n/use-language";
import { Button } from "@dukkan/ui/button";
import { Icon } from "@dukkan/ui/icon";

export function BuyAgainForm({ productCode, name }: { productCode: string; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fetcher = useAddToCartFetcher();
  const { area, openAreaDialog } = useDeliveryArea();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("productCode") === productCode;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (area) return;
    // The shopper chooses where to deliver first; saving the area then completes this add (as every add button).
    event.preventDefault();
    openAreaDialog(new FormData(event.currentTarget));
  };
  return (
    <fetcher.Form method="post" action={`/${language}/cart/add`} onSubmit={onSubmit}>
      <AddToCartFields productCode={productCode} quantity={1} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        <Icon name="cart" className="size-4" />
        {t("orders.details.buyAgain")}
        <span className="sr-only">: {name}</span>
      </Button>
    </fetcher.Form>
  );
}
