/**
 * The buttons that open the ticket dialogs (account spec §2.23; decision 0073). Before scripts run 'add request'
 * is a link to the new-request page and the close and reopen forms sit on the ticket page itself; once they run,
 * each is a button opening its dialog, whose module (`ticket-dialogs.tsx`, with React Aria's modal) loads on the
 * first press.
 */
import type { Language } from "@dukkan/i18n";
import { Button, type ButtonVariant } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useDialogLauncher } from "../ui/use-dialog-launcher";
import { newSupportTicketPath } from "./ticket-paths";

const NewTicketDialog = lazy(() => import("./ticket-dialogs").then((module) => ({ default: module.NewTicketDialog })));
const CloseTicketDialog = lazy(() =>
  import("./ticket-dialogs").then((module) => ({ default: module.CloseTicketDialog })),
);
const ReopenTicketDialog = lazy(() =>
  import("./ticket-dialogs").then((module) => ({ default: module.ReopenTicketDialog })),
);

export function AddRequestButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { open, show, close, trigger } = useDialogLauncher();
  if (!hydrated) {
    return (
      <LinkButton to={newSupportTicketPath(language)} size="md" data-testid="add-request">
        {t("customerTicketing.addRequest")}
      </LinkButton>
    );
  }
  return (
    <>
      <Button ref={trigger} type="button" size="md" onClick={show} aria-haspopup="dialog" data-testid="add-request">
        {t("customerTicketing.addRequest")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NewTicketDialog language={language} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'Close request' or 'Reopen request' on the ticket page, once scripts run (the page's forms do it before). */
export function TicketStatusButton({
  language,
  ticketId,
  to,
  variant,
  testId,
  onDialogOpenChange,
}: {
  language: Language;
  ticketId: string;
  to: "close" | "reopen";
  variant: ButtonVariant;
  testId: string;
  /** Told whether the dialog is open (the page's live updates wait while it is). */
  onDialogOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { open, show, close, trigger } = useDialogLauncher();
  useEffect(() => onDialogOpenChange(open), [open, onDialogOpenChange]);
  // Gone with the page's change (a reopened ticket has no reopen button): nothing is open any more.
  useEffect(() => () => onDialogOpenChange(false), [onDialogOpenChange]);
  const Dialog = to === "close" ? CloseTicketDialog : ReopenTicketDialog;
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant={variant}
        size="md"
        onClick={show}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        {t(to === "close" ? "customerTicketingDetails.closeRequest" : "customerTicketingDetails.reopen")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog language={language} ticketId={ticketId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
