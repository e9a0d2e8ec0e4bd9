/**
 * The gateway's hosted session (checkout spec §7.3): its session.js, loaded from the URL the API's payment/session
 * answer names, replaces our read-only inputs with iframes on the gateway's origin, so card data goes from the
 * shopper's browser to the gateway only. Scopes: '0' a new card, '1' a saved card's security code (§2.11).
 * Browser-only module.
 */
import type { FormSessionResponse } from "./card-errors";

export type HostedScope = "0" | "1";

/** `card.number` etc.: how session.js names a field in onValidityChange. */
export type HostedFieldName = `card.${"nameOnCard" | "number" | "expiryMonth" | "expiryYear" | "securityCode"}`;

export type HostedFieldSelectors = Partial<
  Record<"nameOnCard" | "number" | "expiryMonth" | "expiryYear" | "securityCode", string>
>;

type ValidityResult = { isValid?: boolean; isIncomplete?: boolean; hasError?: boolean };

/** The part of window.PaymentSession this page uses. */
export type HostedSessionApi = {
  configure(
    options: {
      session: string;
      fields: { card: HostedFieldSelectors };
      frameEmbeddingMitigation: string[];
      callbacks: {
        initialized(response: { status?: string; message?: string }): void;
        formSessionUpdate(response: FormSessionResponse): void;
      };
      interaction: { displayControl: { formatCard: "EMBOSSED"; invalidFieldCharacters: "REJECT" } };
    },
    scope?: string,
  ): void;
  updateSessionFromForm(paymentType: "card", cardType?: string, scope?: string): void;
  onValidityChange?(
    fields: HostedFieldName[],
    callback: (selector: string, result: ValidityResult) => void,
    scope?: string,
  ): void;
  setFocus?(field: HostedFieldName, scope?: string): void;
};

declare global {
  interface Window {
    PaymentSession?: HostedSessionApi;
  }
}

const scriptLoads = new Map<string, Promise<HostedSessionApi>>();

/** Loads session.js once per URL (the CSP allows the gateway's origin: security-headers.ts). */
export function loadHostedSessionScript(scriptUrl: string): Promise<HostedSessionApi> {
  const known = scriptLoads.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<HostedSessionApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.PaymentSession
        ? resolve(window.PaymentSession)
        : reject(new Error("session.js defined no PaymentSession"));
    script.onerror = () => {
      scriptLoads.delete(scriptUrl);
      script.remove();
      reject(new Error(`Could not load ${scriptUrl}`));
    };
    document.head.append(script);
  });
  scriptLoads.set(scriptUrl, loading);
  return loading;
}

export type HostedFormHandlers = {
  onInitialized(ok: boolean): void;
  onFormSessionUpdate(response: FormSessionResponse): void;
  onValidity(field: HostedFieldName, valid: boolean): void;
};

/** Hands our inputs to session.js for one scope; their validity is reported per field (green/red borders). */
export function configureHostedForm(
  api: HostedSessionApi,
  { session, scope, fields }: { session: string; scope: HostedScope; fields: HostedFieldSelectors },
  handlers: HostedFormHandlers,
): void {
  api.configure(
    {
      session,
      fields: { card: fields },
      frameEmbeddingMitigation: ["javascript"],
      callbacks: {
        initialized: (response) => handlers.onInitialized(response?.status !== "system_error"),
        formSessionUpdate: (response) => handlers.onFormSessionUpdate(response),
      },
      interaction: { displayControl: { formatCard: "EMBOSSED", invalidFieldCharacters: "REJECT" } },
    },
    scope,
  );
  // session.js reports validity by our selector ('#new-card-number'): map it back to the field.
  const fieldOfSelector = new Map(
    Object.entries(fields).map(([name, selector]) => [selector, `card.${name}` as HostedFieldName]),
  );
  api.onValidityChange?.(
    [...fieldOfSelector.values()],
    (selector, result) => {
      const field = fieldOfSelector.get(selector);
      if (field) handlers.onValidity(field, Boolean(result?.isValid));
    },
    scope,
  );
}
