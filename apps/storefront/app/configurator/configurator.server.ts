/**
 * The text-field configurator's API calls (shopping spec §2.1, §7): a product's fields, adding a configured
 * product to the session's cart, and reading or replacing a cart entry's values.
 */
import type { Language } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import {
  ConfigurationInfoList,
  type CartModification,
  type ConfigurationInfo,
  type OrderEntry,
} from "@dukkan/occ/cart";
import { requestArea } from "../area/area.server";
import { cartRef, changeCart, loadCart, type CartRef } from "../cart/cart.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

/** What the configurator's product header and quantity rules read. */
const PRODUCT_FIELDS =
  "code,name,url,images(DEFAULT),price(formattedValue,value),priceAfterDiscount(formattedValue,value),stock," +
  "maxOrderQuantity,configurable,configuratorType,purchasable,disabled";

export type ConfigurationInput = { configurationLabel: string; configurationValue: string };

const context = (session: Session, lang: Language) => ({ lang, area: requestArea(session) });

const entryPath = (ref: CartRef, entryNumber: number) =>
  `users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/entries/${entryNumber}/configurator/textfield`;

export function fetchConfigurableProduct(code: string, session: Session, lang: Language): Promise<Product> {
  return occFetch<Product>(`products/${encodeURIComponent(code)}`, {
    ...context(session, lang),
    query: { fields: PRODUCT_FIELDS },
  });
}

/** The product's text fields with their default values. */
export async function fetchProductFields(code: string, session: Session, lang: Language): Promise<ConfigurationInfo[]> {
  const body = await occFetch<unknown>(`products/${encodeURIComponent(code)}/configurators/textfield`, {
    ...context(session, lang),
  });
  return ConfigurationInfoList.parse(body).configurationInfos;
}

/** Adds the configured product to the session's cart (created if needed, as for plain entries). */
export async function addConfiguredProduct(
  session: Session,
  lang: Language,
  productCode: string,
  quantity: number,
  configurationInfos: ConfigurationInput[],
): Promise<CartModification> {
  return changeCart(session, lang, (ref) =>
    occFetch<CartModification>(
      `users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/entries/configurator/textfield`,
      {
        ...context(session, lang),
        accessToken: ref.accessToken,
        method: "POST",
        query: { fields: "statusCode,statusMessage,quantity,quantityAdded" },
        body: { product: { code: productCode }, quantity, configurationInfos },
      },
    ),
  );
}

/** A cart entry with its product and values; undefined when the session's cart has no such entry. */
export async function fetchCartEntry(
  session: Session,
  lang: Language,
  entryNumber: number,
): Promise<{ entry: OrderEntry; infos: ConfigurationInfo[] } | undefined> {
  const cart = await loadCart(
    session,
    lang,
    `code,guid,user,entries(entryNumber,quantity,totalPrice(formattedValue),product(${PRODUCT_FIELDS}),configurationInfos)`,
  );
  const entry = cart?.entries?.find((candidate) => candidate.entryNumber === entryNumber);
  if (!cart || !entry?.product?.configurable) return undefined;
  const ref = await cartRef(session, cart);
  const body = await occFetch<unknown>(entryPath(ref, entryNumber), {
    ...context(session, lang),
    accessToken: ref.accessToken,
  });
  return { entry, infos: ConfigurationInfoList.parse(body).configurationInfos };
}

/** Replaces a cart entry's values. */
export async function updateEntryConfiguration(
  session: Session,
  lang: Language,
  entryNumber: number,
  configurationInfos: ConfigurationInput[],
): Promise<void> {
  const ref = await cartRef(session);
  await occFetch(entryPath(ref, entryNumber), {
    ...context(session, lang),
    accessToken: ref.accessToken,
    method: "PUT",
    body: { configurationInfos },
  });
}
