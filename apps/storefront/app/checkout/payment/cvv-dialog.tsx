/**
 * The saved-card CVV dialog (checkout spec §2.11): one hosted security-code field in the saved-card session
 * (scope '1'), 'masterCard.cvvRequired' when the gateway does not report a code, Back and Submit. Escape, the
 * close button or Back cancel it. A React Aria modal, so focus stays inside while it is open.
 */
import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../../i18n/use-translation";
import { formSessionOutcome } from "./card-errors";
import { validityBorder } from "./new-card-form";
import { Spinner } from "./payment-ui";
import { useHostedForm } from "./use-hosted-form";
import { Icon } from "@dukkan/ui/icon";
import { Button } from "@dukkan/ui/button";

const CVV_FIELDS = { securityCode: "#cvv-securityCode" };

function CvvForm({
  language,
  cardEnding,
  busy,
  onCancel,
  onConfirmed,
}: {
  language: string;
  cardEnding: string;
  busy: boolean;
  onCancel(): void;
  onConfirmed(session: string): void;
}) {
  const { t } = useTranslation();
  const form = useHostedForm({ language, scope: "1", fields: CVV_FIELDS, enabled: true });
  const [required, setRequired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ready = form.state === "ready";

  async function submit() {
    setSubmitting(true);
    const { session, response } = await form.submit();
    setSubmitting(false);
    const outcome = formSessionOutcome(response);
    if (outcome.kind !== "updateFieldOK") {
      form.markInvalid(["securityCode"]);
      setRequired(true);
      return;
    }
    setRequired(false);
    onConfirmed(outcome.sessionId || session);
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-ink-700">{t("masterCard.cvvIntro", { ending: cardEnding })}</p>
      {form.state === "loading" ? <Spinner label={t("paymentForm.loadingFields")} /> : null}
      {form.state === "failed" ? (
        <p role="alert" className="text-sm font-medium text-sale">
          {t("paymentForm.fieldsUnavailable")}
        </p>
      ) : null}
      <div
        className="flex flex-col gap-1"
        data-testid="cvv-field"
        data-valid={String(form.validity.securityCode ?? "")}
      >
        <label htmlFor="cvv-securityCode" className="text-sm font-semibold text-ink-800">
          {t("paymentForm.securityCode")}
        </label>
        <input
          id="cvv-securityCode"
          type="text"
          readOnly
          disabled={!ready}
          inputMode="numeric"
          aria-describedby={required ? "cvv-required" : undefined}
          className={`h-11 w-32 rounded-lg border bg-white px-3 text-base ${validityBorder(form.validity.securityCode)}`}
        />
        {required ? (
          <p id="cvv-required" role="alert" className="text-sm text-sale">
            {t("masterCard.cvvRequired")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-ink-300 px-5 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t("masterCard.back")}
        </button>
        <Button type="button" onClick={() => void submit()} disabled={!ready || busy || submitting} size="md">
          {t("masterCard.submit")}
        </Button>
      </div>
    </div>
  );
}

export function CvvDialog({
  open,
  language,
  cardEnding,
  busy,
  onCancel,
  onConfirmed,
}: {
  open: boolean;
  language: string;
  cardEnding: string;
  busy: boolean;
  onCancel(): void;
  onConfirmed(session: string): void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable={!busy}
      isKeyboardDismissDisabled={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className="max-h-dvh w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:max-w-md sm:rounded-3xl">
        <Dialog className="outline-none" data-testid="cvv-dialog">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="text-xl font-bold text-ink-900">
              {t("masterCard.cvvTitle")}
            </Heading>
            <button
              type="button"
              onClick={onCancel}
              aria-label={t("masterCard.back")}
              className="-m-1 rounded-full p-1 text-ink-600 hover:bg-ink-50"
            >
              <Icon name="close" />
            </button>
          </div>
          <CvvForm
            language={language}
            cardEnding={cardEnding}
            busy={busy}
            onCancel={onCancel}
            onConfirmed={onConfirmed}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
