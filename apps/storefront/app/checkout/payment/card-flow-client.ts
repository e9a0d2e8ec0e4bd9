/** The browser's side of the card-flow route: one JSON POST per step (same origin, so the session cookie goes along). */
import type { CardFlowAnswer, CardFlowRequest } from "./card-flow-types";

export function cardFlowPath(language: string): string {
  return `/${language}/checkout/payment-details/card`;
}

export async function postCardFlow(language: string, step: CardFlowRequest): Promise<CardFlowAnswer> {
  try {
    const response = await fetch(cardFlowPath(language), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(step),
      credentials: "same-origin",
    });
    if (!response.ok) return { ok: false, messages: [{ tone: "error", key: "checkoutReview.payFailed" }] };
    return (await response.json()) as CardFlowAnswer;
  } catch {
    return { ok: false, messages: [{ tone: "error", key: "checkoutReview.payFailed" }] };
  }
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
