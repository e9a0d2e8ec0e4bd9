/**
 * The storefront page of an order, which e-mails and SMS link to (account spec §2.15; checkout spec §2.16):
 * a customer's order under My Account by its code, a guest's by its guid.
 */
import type { Language } from "@dukkan/occ";

export interface LinkedOrder {
  code: string;
  guid: string;
  /** True when the order has no customer account (read by guid only). */
  guest: boolean;
}

export function orderPageUrl(storefrontUrl: string, language: Language, order: LinkedOrder): string {
  return order.guest
    ? `${storefrontUrl}/${language}/guest/order/${order.guid}`
    : `${storefrontUrl}/${language}/my-account/order/${order.code}`;
}
