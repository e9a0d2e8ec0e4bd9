/**
 * Saved addresses as cards (checkout spec §2.6): name, lines, 'town, region isocode, country isocode', postal code,
 * phone. The default card is titled 'default delivery address'; the selected card has a 'selected' header; a card
 * outside the selected delivery region is disabled with an 'out of region' note; the others offer 'Ship to this
 * address', a form post, so choosing works before scripts load.
 */
import { useTranslation } from "../../i18n/use-translation";
import { Form } from "react-router";
import type { SavedCard } from "./address-rules";

export function SavedAddressCards({
  cards,
  regionName,
  busy,
}: {
  cards: SavedCard[];
  regionName: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="saved-addresses">
      {cards.map(({ address, outOfRegion, selected }) => (
        // An out-of-region card keeps aria-disabled, which the browser tests read; a list item has no disabled state
        // for assistive technology, which reads the card's 'Out of region' line instead.
        // eslint-disable-next-line jsx-a11y/role-supports-aria-props
        <li
          key={address.id}
          data-testid="saved-address"
          data-selected={selected ? "true" : "false"}
          aria-disabled={outOfRegion ? true : undefined}
          className={`flex flex-col gap-2 rounded-xl border p-4 ${
            selected ? "border-brand-700 bg-brand-50" : "border-ink-200 bg-white"
          } ${outOfRegion ? "opacity-60" : ""}`}
        >
          {selected ? (
            <p className="w-fit rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t("checkoutAddress.selected")}
            </p>
          ) : null}
          {address.defaultAddress ? (
            <h3 className="font-semibold text-ink-900">{t("checkoutAddress.defaultDeliveryAddress")}</h3>
          ) : null}
          <address className="text-sm not-italic text-ink-800">
            <span className="block font-semibold">
              {address.firstName} {address.lastName}
            </span>
            <span className="block">{address.line1}</span>
            {address.line2 ? <span className="block">{address.line2}</span> : null}
            <span className="block">
              {[address.town, address.region.isocode, address.country.isocode].filter(Boolean).join(", ")}
            </span>
            {address.postalCode ? <span className="block">{address.postalCode}</span> : null}
            <span className="block rtl:text-right" dir="ltr">
              {address.phone || address.cellphone}
            </span>
          </address>
          {outOfRegion ? (
            <p className="text-sm font-medium text-sale">{t("checkoutAddress.outOfRegion", { region: regionName })}</p>
          ) : selected ? null : (
            <Form method="post" className="mt-auto">
              <input type="hidden" name="intent" value="select-address" />
              <input type="hidden" name="addressId" value={address.id} />
              <button
                type="submit"
                disabled={busy}
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t("checkoutAddress.shipToThisAddress")}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
