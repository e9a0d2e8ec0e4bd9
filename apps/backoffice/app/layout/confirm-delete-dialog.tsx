/**
 * The confirmation before a delete, as every edit page asks it: a dialog over the page (its own address, `?delete`,
 * so it is a page's overlay before scripts run) saying what deleting means, the refusal if the last try was refused,
 * and 'Delete' (a plain form posting `intent=delete` to the page's action) beside 'Cancel' (back to the page).
 */
import { Button } from "@dukkan/ui/button";
import { ModalDialog } from "@dukkan/ui/dialog";
import type { ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";

export function ConfirmDeleteDialog({
  title,
  text,
  refusal,
  confirmLabel,
  cancelLabel,
  here,
}: {
  title: string;
  text: string;
  /** Why the last delete was refused (an alert), if it was. */
  refusal?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The page's own address, without `?delete`: where 'Cancel' and closing lead. */
  here: string;
}) {
  const navigate = useNavigate();
  return (
    <ModalDialog title={title} onClose={() => void navigate(here, { replace: true })} closeLabel={cancelLabel}>
      <p className="mt-3 text-sm text-ink-700">{text}</p>
      <div aria-live="polite" className="mt-3">
        {refusal}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger">
            {confirmLabel}
          </Button>
        </Form>
        <Link to={here} replace className="inline-flex items-center px-2 font-semibold text-brand-700 underline">
          {cancelLabel}
        </Link>
      </div>
    </ModalDialog>
  );
}
