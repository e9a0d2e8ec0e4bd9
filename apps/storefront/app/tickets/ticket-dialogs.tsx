/**
 * The ticket dialogs once scripts run (account spec §2.23; decision 0073): 'add new request', close and reopen.
 * Each posts to the same route action as the form it stands in for (the new-request page, the ticket page), so
 * the checks and the API calls are written once. While it saves, a spinner covers the dialog; a refusal (a field,
 * a file, the API's word) shows in the dialog with what was typed still there; on success the action's redirect
 * moves the page on and the dialog closes. A file the API refuses once the message is saved is said in the dialog
 * too, with what to do next; the page behind is read again when it closes. Each closes on Escape, the X, Cancel or
 * a click outside. This module is loaded when a dialog first opens (`ticket-dialog-buttons.tsx`).
 */
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";
import { ModalDialog } from "@dukkan/ui/dialog";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useFetcher, useRevalidator } from "react-router";
import type { loader as newTicketLoader, NewTicketData } from "./new-ticket-route";
import { NewTicketFields } from "./new-ticket-fields";
import type { TicketMessageData } from "./ticket-detail-route";
import { FROM_DIALOG_FIELD, TO_STATUS_FIELD } from "./ticket-form";
import { TicketFileField, TicketMessageField } from "./ticket-fields";
import { newSupportTicketPath, supportTicketPath } from "./ticket-paths";

type DialogProps = { language: Language; onClose: () => void };

function DialogButtons({ onClose, submitLabel, testId }: { onClose: () => void; submitLabel: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" size="md" onClick={onClose}>
        {t("createCustomerTicket.cancel")}
      </Button>
      <Button type="submit" size="md" data-testid={testId}>
        {submitLabel}
      </Button>
    </div>
  );
}

function TicketDialog({
  title,
  onClose,
  saving,
  children,
}: {
  title: string;
  onClose: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={title}
      size="lg"
      onClose={onClose}
      closeLabel={t("common.closeDialog")}
      dismissable
      savingLabel={saving ? t("common.saving") : undefined}
    >
      {children}
    </ModalDialog>
  );
}

/**
 * What a dialog shows once its message is saved but the API refused the file: no form any more (posting it again
 * would send the message twice), the refusal with what to do next, and a button that closes the dialog.
 */
function FileRefusedAfterSave({
  text,
  onClose,
  children,
}: {
  text: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="dialog-file-refused">
      <FormAlert tone="error">{text}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {children}
        <Button type="button" variant={children ? "secondary" : "primary"} size="md" onClick={onClose}>
          {t("createCustomerTicket.understood")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The dialog's close: once its post saved something the page behind does not show yet (a 4xx answer is not followed
 * by React Router reading the page again), the page is read again as the dialog goes.
 */
function useCloseAfterSave(saved: boolean, onClose: () => void) {
  const { revalidate } = useRevalidator();
  if (!saved) return onClose;
  return () => {
    onClose();
    void revalidate();
  };
}

/** 'Add new request': its choices come from the new-request page's loader, its post goes to that page's action. */
export function NewTicketDialog({ language, onClose }: DialogProps) {
  const { t } = useTranslation();
  const choices = useFetcher<typeof newTicketLoader>();
  const submit = useFetcher<NewTicketData>();
  const path = newSupportTicketPath(language);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void choices.load(path);
  }, [choices, path]);
  const answer = submit.data;
  const errors = answer?.errors ?? {};
  const saved = answer?.fileRefusedAfterSave;
  const close = useCloseAfterSave(Boolean(saved), onClose);
  return (
    <TicketDialog title={t("createCustomerTicket.title")} onClose={close} saving={submit.state !== "idle"}>
      {saved ? (
        <FileRefusedAfterSave text={saved.text} onClose={close}>
          <LinkButton to={supportTicketPath(language, saved.ticketId)} size="md" data-testid="new-ticket-open">
            {t("createCustomerTicket.openRequest", { id: saved.ticketId })}
          </LinkButton>
        </FileRefusedAfterSave>
      ) : choices.data ? (
        <submit.Form
          method="post"
          action={path}
          encType="multipart/form-data"
          className="mt-4 flex flex-col gap-5"
          noValidate
          data-testid="new-ticket-dialog"
        >
          <input type="hidden" name={FROM_DIALOG_FIELD} value="1" />
          {answer?.messages?.map((message) => (
            <FormAlert key={message} tone="error">
              {message}
            </FormAlert>
          ))}
          {Object.keys(errors).length > 0 ? (
            <FormAlert tone="error">{t("createCustomerTicket.fixErrors")}</FormAlert>
          ) : null}
          <NewTicketFields
            categories={choices.data.categories}
            associated={choices.data.associated}
            values={answer?.values}
            errors={errors}
          />
          <DialogButtons onClose={close} submitLabel={t("createCustomerTicket.submit")} testId="new-ticket-submit" />
        </submit.Form>
      ) : (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-700">
          <Icon name="spinner" className="size-8 animate-spin text-brand-700" />
          <span>{t("common.loading")}</span>
        </p>
      )}
    </TicketDialog>
  );
}

/**
 * Close or reopen: one form posting the ticket's new status with a message (spec §2.23). Closing requires the
 * message and goes back to the list; reopening takes one file too, checked before anything is sent.
 */
function StatusChangeDialog({
  language,
  onClose,
  ticketId,
  change,
}: DialogProps & { ticketId: string; change: "close" | "reopen" }) {
  const { t } = useTranslation();
  const submit = useFetcher<TicketMessageData>();
  const answer = submit.data;
  const closing = change === "close";
  const saved = answer?.fileRefusedAfterSave;
  const close = useCloseAfterSave(Boolean(saved), onClose);
  return (
    <TicketDialog
      title={
        closing ? t("customerTicketingDetails.closeTitle", { id: ticketId }) : t("customerTicketingDetails.reopenTitle")
      }
      onClose={close}
      saving={submit.state !== "idle"}
    >
      {saved ? (
        <FileRefusedAfterSave text={saved} onClose={close} />
      ) : (
        <submit.Form
          method="post"
          action={supportTicketPath(language, ticketId)}
          encType="multipart/form-data"
          className="mt-4 flex flex-col gap-4"
          noValidate
          data-testid={`${change}-ticket-dialog`}
        >
          <p className="text-sm text-ink-600">
            {t(closing ? "customerTicketingDetails.closeDescription" : "customerTicketingDetails.reopenHint")}
          </p>
          {answer?.failure ? <FormAlert tone="error">{answer.failure}</FormAlert> : null}
          <input type="hidden" name={TO_STATUS_FIELD} value={closing ? "CLOSED" : "INPROCESS"} />
          <input type="hidden" name={FROM_DIALOG_FIELD} value="1" />
          <TicketMessageField
            label={t("createCustomerTicket.message")}
            defaultValue={answer?.message}
            error={answer?.errors?.message}
            testId={`${change}-ticket-message`}
          />
          {closing ? null : <TicketFileField error={answer?.errors?.file} />}
          <DialogButtons
            onClose={close}
            submitLabel={t(closing ? "customerTicketingDetails.closeRequest" : "customerTicketingDetails.reopen")}
            testId={`${change}-ticket-submit`}
          />
        </submit.Form>
      )}
    </TicketDialog>
  );
}

export const CloseTicketDialog = (props: DialogProps & { ticketId: string }) => (
  <StatusChangeDialog {...props} change="close" />
);

export const ReopenTicketDialog = (props: DialogProps & { ticketId: string }) => (
  <StatusChangeDialog {...props} change="reopen" />
);
