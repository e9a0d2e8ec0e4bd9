/**
 * The API's own words (e-mails, SMS, errors shown as they are, names in OCC answers), looked up by key and
 * language. They live beside the storefront's catalogues but apart from them (`@dukkan/i18n/api`), so the
 * browser bundle does not carry e-mail texts. Placeholders use i18next's `{{name}}` like the storefront's;
 * keys and placeholders are checked by the compiler.
 */
import type { Language } from "../languages";
import { accountEmailMessages } from "./account-emails";
import { amendmentMessages } from "./amendments";
import { backInStockMessages } from "./back-in-stock";
import { consentMessages } from "./consents";
import { orderEmailMessages, taxInvoiceMessages } from "./order-emails";
import { orderNotificationMessages } from "./order-notifications";
import { paymentLinkMessages } from "./payment-links";
import { loyaltyMessages } from "./loyalty";
import { replenishmentMessages } from "./replenishment";
import { returnMessages } from "./returns";
import { ticketMessages } from "./tickets";
import { searchMessages } from "./search";
import { shopMessages } from "./shop";
import { staffEmailMessages } from "./staff-emails";
import { voucherMessages } from "./vouchers";

const en = {
  ...shopMessages.en,
  accountEmail: accountEmailMessages.en,
  backInStockEmail: backInStockMessages.en,
  staffEmail: staffEmailMessages.en,
  orderEmail: orderEmailMessages.en,
  orderNotification: orderNotificationMessages.en,
  taxInvoice: taxInvoiceMessages.en,
  search: searchMessages.en,
  voucher: voucherMessages.en,
  amendment: amendmentMessages.en,
  returns: returnMessages.en,
  tickets: ticketMessages.en,
  loyalty: loyaltyMessages.en,
  replenishment: replenishmentMessages.en,
  consent: consentMessages.en,
  paymentLink: paymentLinkMessages.en,
};

/** The Arabic tree has every English key (with its own words). */
type SameKeys<Tree> = { [Key in keyof Tree]: Tree[Key] extends string ? string : SameKeys<Tree[Key]> };

const ar: SameKeys<typeof en> = {
  ...shopMessages.ar,
  accountEmail: accountEmailMessages.ar,
  backInStockEmail: backInStockMessages.ar,
  staffEmail: staffEmailMessages.ar,
  orderEmail: orderEmailMessages.ar,
  orderNotification: orderNotificationMessages.ar,
  taxInvoice: taxInvoiceMessages.ar,
  search: searchMessages.ar,
  voucher: voucherMessages.ar,
  amendment: amendmentMessages.ar,
  returns: returnMessages.ar,
  tickets: ticketMessages.ar,
  loyalty: loyaltyMessages.ar,
  replenishment: replenishmentMessages.ar,
  consent: consentMessages.ar,
  paymentLink: paymentLinkMessages.ar,
};

export const apiMessages: Record<Language, SameKeys<typeof en>> = { en, ar };

type Tree = typeof en;
type KeysOf<Node, Prefix extends string = ""> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? `${Prefix}${Name}`
    : KeysOf<Node[Name], `${Prefix}${Name}.`>;
}[keyof Node & string];
type MessageAt<Node, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Node
    ? MessageAt<Node[Head], Rest>
    : never
  : Key extends keyof Node
    ? Node[Key]
    : never;
type Placeholders<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** Every message key, e.g. `accountEmail.activation.subject` or `orderStatus.SHIPPED`. */
export type ApiMessageKey = KeysOf<Tree>;
/** The values a message interpolates (none for most). */
export type ApiMessageValues<Key extends ApiMessageKey> = Record<Placeholders<MessageAt<Tree, Key>>, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split("."))
    node = typeof node === "object" && node ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** The message `key` in `language`, its `{{placeholders}}` filled from `values`. */
export function apiText<Key extends ApiMessageKey>(
  language: Language,
  key: Key,
  ...values: Placeholders<MessageAt<Tree, Key>> extends never ? [] : [ApiMessageValues<Key>]
): string {
  const text = lookup(apiMessages[language], key) ?? lookup(apiMessages.en, key) ?? key;
  const given: Record<string, string | number> = values[0] ?? {};
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(given[name] ?? placeholder));
}

/** A key of a message without placeholders. */
export type PlainApiMessageKey = {
  [Key in ApiMessageKey]: Placeholders<MessageAt<Tree, Key>> extends never ? Key : never;
}[ApiMessageKey];

/** Whether `key` names a message without placeholders: for keys built from data (a title code, a facet). */
export function isApiMessageKey(key: string): key is PlainApiMessageKey {
  return lookup(apiMessages.en, key)?.includes("{{") === false;
}
