/**
 * One hosted form of the gateway (checkout spec §2.9, §2.11, §7.3): asks our server for a hosted session (the
 * API creates it at the gateway), loads the gateway's session.js from the URL it names, hands our read-only
 * inputs to it, and reports when the fields are ready (the spinner shows until then) and which are valid.
 * `submit()` asks the gateway to store the fields in the session and resolves with its formSessionUpdate answer.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { CardField, FormSessionResponse } from "./card-errors";
import { postCardFlow, wait } from "./card-flow-client";
import type { PaymentMessage } from "./card-flow-types";
import {
  configureHostedForm,
  loadHostedSessionScript,
  type HostedFieldSelectors,
  type HostedScope,
  type HostedSessionApi,
} from "./hosted-session";

/** Spec §9: the session reload delay. */
const SESSION_RETRY_MS = 500;

export type HostedFormState = "loading" | "ready" | "failed";
export type FieldValidity = Partial<Record<CardField, boolean>>;

export type HostedForm = {
  state: HostedFormState;
  validity: FieldValidity;
  /** Marks fields invalid after a refused update (red borders). */
  markInvalid(fields: CardField[]): void;
  submit(): Promise<{ session: string; response: FormSessionResponse }>;
  /** What the server said when no session could be made. */
  problem?: { messages?: PaymentMessage[] };
};

export function useHostedForm({
  language,
  scope,
  fields,
  enabled,
}: {
  language: string;
  scope: HostedScope;
  fields: HostedFieldSelectors;
  enabled: boolean;
}): HostedForm {
  const [state, setState] = useState<HostedFormState>("loading");
  const [validity, setValidity] = useState<FieldValidity>({});
  const [problem, setProblem] = useState<HostedForm["problem"]>();
  const api = useRef<HostedSessionApi | null>(null);
  const session = useRef("");
  const pendingUpdate = useRef<((response: FormSessionResponse) => void) | null>(null);
  const fieldsKey = JSON.stringify(fields);

  // A new session (another language, scope or set of fields, or the form shown again) starts from loading.
  const sessionKey = enabled ? `${language}|${scope}|${fieldsKey}` : undefined;
  const [startedFor, setStartedFor] = useState(sessionKey);
  if (sessionKey !== startedFor) {
    setStartedFor(sessionKey);
    if (sessionKey !== undefined) {
      setState("loading");
      setValidity({});
    }
  }

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void (async () => {
      const purpose = scope === "1" ? "cvv" : "card";
      let answer = await postCardFlow(language, { intent: "session", purpose });
      // Spec §4.5/§9: without a session answer the session is asked for once more after 500 ms.
      if (current && !answer.ok && !answer.redirectTo) {
        await wait(SESSION_RETRY_MS);
        answer = await postCardFlow(language, { intent: "session", purpose });
      }
      if (!current) return;
      if (answer.redirectTo) {
        window.location.assign(answer.redirectTo);
        return;
      }
      if (!answer.ok || !answer.session || !answer.scriptUrl) {
        setProblem({ messages: answer.messages });
        setState("failed");
        return;
      }
      try {
        const loaded = await loadHostedSessionScript(answer.scriptUrl);
        if (!current) return;
        api.current = loaded;
        session.current = answer.session;
        configureHostedForm(
          loaded,
          { session: answer.session, scope, fields: JSON.parse(fieldsKey) as HostedFieldSelectors },
          {
            onInitialized: (ok) => current && setState(ok ? "ready" : "failed"),
            onFormSessionUpdate: (response) => {
              pendingUpdate.current?.(response);
              pendingUpdate.current = null;
            },
            onValidity: (field, valid) => {
              if (!current) return;
              const name = field.slice("card.".length) as CardField;
              setValidity((previous) => ({ ...previous, [name]: valid }));
            },
          },
        );
      } catch {
        if (current) setState("failed");
      }
    })();
    return () => {
      current = false;
    };
  }, [enabled, language, scope, fieldsKey]);

  const markInvalid = useCallback((invalid: CardField[]) => {
    setValidity((previous) => ({ ...previous, ...Object.fromEntries(invalid.map((field) => [field, false])) }));
  }, []);

  const submit = useCallback(
    () =>
      new Promise<{ session: string; response: FormSessionResponse }>((resolve) => {
        const loaded = api.current;
        if (!loaded) {
          resolve({ session: session.current, response: {} });
          return;
        }
        pendingUpdate.current = (response) => resolve({ session: session.current, response });
        loaded.updateSessionFromForm("card", undefined, scope);
      }),
    [scope],
  );

  return { state, validity, markInvalid, submit, problem };
}
