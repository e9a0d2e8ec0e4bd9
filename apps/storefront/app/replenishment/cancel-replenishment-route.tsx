/**
 * /{lang}/my-account/my-replenishment/{replenishmentOrderCode}/cancel (account spec §2.22 cancel dialog, §8): the
 * dialog as a page of its own, so it works before scripts load: title, description, 'Keep it' (back where the
 * customer came from) and 'Cancel replenishment' (a form posting here). On success the customer is back on the
 * list (or the details) with orderDetails.cancelReplenishment.cancelSuccess; a refusal shows the server's message.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import type { Route } from "./+types/cancel-replenishment-route";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { replenishmentDetailPath, replenishmentListPath } from "./replenishment-paths";
import { cancelReplenishment, loadReplenishment } from "./replenishment.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

const backTo = (language: Language, code: string, from: string | null) =>
  from === "list" ? replenishmentListPath(language) : replenishmentDetailPath(language, code);

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, session, context, searchParams, t }) => {
    const replenishment = await loadReplenishment(args.params.replenishmentOrderCode, context);
    if (!replenishment) throw data(null, { status: 404 });
    const code = replenishment.replenishmentOrderCode;
    const back = backTo(language, code, searchParams.get("from"));
    // Only an active one can be cancelled (spec §6): a cancelled one goes back to where the customer came from.
    if (!replenishment.active) throw redirect(back, { headers: await sessionHeaders(session) });
    return { code, back, title: t("cancelReplenishment.title", { code }) };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, searchParams, t } = await readAccountForm(args);
  const code = args.params.replenishmentOrderCode;
  try {
    await cancelReplenishment(code, context);
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      return data({ messages: error.errors.map((refusal) => refusal.message ?? refusal.type) }, 400);
    }
    throw error;
  }
  session.set("notice", {
    tone: "success",
    text: t("orderDetails.cancelReplenishment.cancelSuccess", { replenishmentOrderCode: code }),
  });
  return redirect(backTo(language, code, searchParams.get("from")), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CancelReplenishmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cancelling = useNavigation().state === "submitting";
  const refused = actionData as { messages: string[] } | undefined;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <section
        role="alertdialog"
        aria-labelledby="cancel-replenishment-title"
        aria-describedby="cancel-replenishment-description"
        className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-card"
        data-testid="cancel-replenishment-dialog"
      >
        <h1 id="cancel-replenishment-title" className="text-xl font-bold text-ink-900">
          {loaderData.title}
        </h1>
        <p id="cancel-replenishment-description" className="text-ink-700">
          {t("cancelReplenishment.description")}
        </p>
        {refused?.messages.map((message) => (
          <FormAlert key={message} tone="error">
            {message}
          </FormAlert>
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to={loaderData.back} variant="secondary" size="md">
            {t("cancelReplenishment.reject")}
          </LinkButton>
          <Form method="post">
            <Button
              type="submit"
              variant="danger"
              size="md"
              disabled={cancelling}
              data-testid="accept-cancel-replenishment"
            >
              {t("cancelReplenishment.accept")}
            </Button>
          </Form>
        </div>
      </section>
    </div>
  );
}
