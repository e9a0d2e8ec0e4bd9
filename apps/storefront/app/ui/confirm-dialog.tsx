/**
 * A confirmation as a modal dialog (account spec §2.19 'Cancel return', §2.22 cancel dialog; decision 0073): a title,
 * what will happen, a button that keeps things as they are (closes) and one that posts to the page's own route action
 * — the same action the form without scripts posts to. While it saves a spinner covers it; a refusal (the action's
 * `messages`) shows inside; the action's redirect on success moves the page on and closes it. Loaded on first use
 * (`React.lazy`) by the page that opens it.
 */
import { Button } from "@dukkan/ui/button";
import { ModalDialog } from "@dukkan/ui/dialog";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "../i18n/use-translation";
import { useFetcher } from "react-router";

export type ConfirmRefusal = { messages?: string[] };

export function ConfirmDialog({
  title,
  description,
  rejectLabel,
  acceptLabel,
  action,
  onClose,
  testId,
}: {
  title: string;
  description: string;
  rejectLabel: string;
  acceptLabel: string;
  /** The route action that does it (its path, with any query it reads). */
  action: string;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const submit = useFetcher<ConfirmRefusal>();
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      closeLabel={t("common.closeDialog")}
      dismissable
      savingLabel={submit.state !== "idle" ? t("common.saving") : undefined}
    >
      <submit.Form method="post" action={action} className="mt-3 flex flex-col gap-4" data-testid={testId}>
        <p className="text-ink-700">{description}</p>
        {submit.data?.messages?.map((message) => (
          <FormAlert key={message} tone="error">
            {message}
          </FormAlert>
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="md" onClick={onClose}>
            {rejectLabel}
          </Button>
          <Button type="submit" variant="danger" size="md" data-testid={`${testId}-accept`}>
            {acceptLabel}
          </Button>
        </div>
      </submit.Form>
    </ModalDialog>
  );
}
