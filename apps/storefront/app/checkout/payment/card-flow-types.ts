/**
 * What the browser and the card-flow route (`/{lang}/checkout/payment-details/card`) say to each other. Zod-free,
 * so the browser bundle can share it; the route validates every request with zod (card-flow.server.ts).
 */

/** A message of the spec's catalogue (a key) or the API's own text when the spec says to show it as-is. */
export type PaymentMessage = { tone: "success" | "info" | "warning" | "error"; key?: string; text?: string };

export type BillingFields = {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  regionIsocode: string;
};

export type CardFlowRequest =
  | { intent: "method"; method: "card" | "cash" }
  | { intent: "check"; termsChecked: boolean }
  | { intent: "session"; purpose: "card" | "cvv" }
  | {
      intent: "authInit";
      termsChecked: boolean;
      newsletter: boolean;
      /** Points (AED) paying part of the order, after the SMS code (decision 0065). */
      loyaltyAmount?: number;
      card:
        | {
            kind: "new";
            sessionId: string;
            saved: boolean;
            defaultPayment: boolean;
            /** Absent: the delivery address is the billing address. */
            billing?: BillingFields;
          }
        | { kind: "saved"; sessionId: string; paymentDetailsId: string };
    }
  | { intent: "authProcess"; sessionId: string; deviceData: string };

export type CardFlowAnswer = {
  ok: boolean;
  messages?: PaymentMessage[];
  /** The stock check failed: reload the cart (spec §4.3 step 1). */
  reloadCart?: boolean;
  /** Reload the page after this many milliseconds (spec §9: 5 s after card and 3-D Secure errors). */
  reloadAfterMs?: number;
  /** A checkout guard sent the shopper elsewhere (empty cart, signed out …). */
  redirectTo?: string;
  /** session: the hosted session and its script. */
  session?: string;
  scriptUrl?: string;
  /** authInit / authProcess: the gateway's HTML to run in the 3-D Secure area. */
  html?: string;
};
