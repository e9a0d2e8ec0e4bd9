/** How the gateway describes a session (REST GET/PUT session): masked card, never the security code. */
import { maskedCard } from "./cards.js";
import type { SandboxSession } from "./store.js";

export function sessionView(merchantId: string, version: string, session: SandboxSession) {
  const order = Object.fromEntries(
    Object.entries(session.order)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, key === "amount" ? Number(value) : value]),
  );
  return {
    merchant: merchantId,
    version,
    session: {
      id: session.id,
      updateStatus: session.updateStatus,
      version: session.version,
      authenticationLimit: session.authenticationLimit,
    },
    ...(Object.keys(order).length > 0 ? { order } : {}),
    ...(Object.keys(session.authentication).length > 0 ? { authentication: session.authentication } : {}),
    ...(session.card
      ? {
          sourceOfFunds: {
            type: "CARD",
            ...(session.token ? { token: session.token } : {}),
            provided: { card: maskedCard(session.card) },
          },
        }
      : {}),
  };
}
