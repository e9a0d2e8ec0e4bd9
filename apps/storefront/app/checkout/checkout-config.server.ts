/**
 * The storefront's checkout settings (checkout spec §9), from the environment:
 * - CHECKOUT_EXPRESS: express checkout for signed-in customers (§4.11); on unless 'false', '0' or 'off'.
 * - CHECKOUT_DELIVERY_MODE_STRATEGIES: the preferred delivery mode list, comma-separated (default FREE).
 */
import { DEFAULT_DELIVERY_MODE_STRATEGIES } from "./delivery-mode-strategy";

export type CheckoutConfig = { express: boolean; deliveryModeStrategies: readonly string[] };

export function checkoutConfig(env: NodeJS.ProcessEnv = process.env): CheckoutConfig {
  const express = !/^(false|0|off|no)$/i.test(env.CHECKOUT_EXPRESS?.trim() ?? "");
  const listed = (env.CHECKOUT_DELIVERY_MODE_STRATEGIES ?? "")
    .split(",")
    .map((strategy) => strategy.trim())
    .filter(Boolean);
  return { express, deliveryModeStrategies: listed.length > 0 ? listed : DEFAULT_DELIVERY_MODE_STRATEGIES };
}
