/**
 * Starting an assisted-service session (decision 0076; for a guest, decision 0087): a form that asks the API for
 * the storefront's single-use hand-over link, then that link to follow. The link is shown rather than redirected
 * to: the back office's CSP keeps form posts (and their redirects) on its own origin.
 */
import { Button, buttonClass } from "@dukkan/ui/button";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";

export function AgentHandover({
  intent,
  handover,
  startLabel,
  openLabel,
  hint,
}: {
  /** The form's intent, which the route's action answers with `{ handover }`. */
  intent: string;
  /** The hand-over link, once started. */
  handover: string | undefined;
  startLabel: string;
  openLabel: string;
  hint: string;
}) {
  const { t } = useTranslation();
  if (handover) {
    return (
      <div className="flex flex-col items-start gap-3">
        <a href={handover} rel="noreferrer" className={buttonClass({ size: "sm" })}>
          {openLabel}
        </a>
        <p className="text-xs text-ink-600">{t("customers.handoverHint")}</p>
      </div>
    );
  }
  return (
    <Form method="post" className="flex flex-col items-start gap-3">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm">
        {startLabel}
      </Button>
      <p className="text-xs text-ink-600">{hint}</p>
    </Form>
  );
}
