/**
 * /{lang}/my-account/support-tickets/new (account spec §2.23 'add new request', §5, §8): the required-fields
 * legend, subject and message with their characters-left hints, the category (when the shop has categories),
 * 'Associated to' (the customer's orders and carts, '{type} {code}'), one file; Cancel and Submit. A page of its
 * own, so it works before scripts run (decision 0055); once they run, the list's 'add request' opens the same
 * fields in a dialog that posts to this page's action (decision 0073) and reads this loader for its choices. The ticket is created, then its file uploaded; a refused
 * file is said on the ticket's page, where the message already is, or in the dialog when it was the dialog's post.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-ticket-route";
import { i18nFor } from "../i18n/i18n";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { NewTicketFields } from "./new-ticket-fields";
import { postedFromDialog, readNewTicketForm, type NewTicketReading } from "./ticket-form";
import { supportTicketPath, supportTicketsPath } from "./ticket-paths";
import { createTicket, ticketAssociatedObjects, ticketCategories, uploadTicketFile } from "./tickets.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, t }) => {
    const [categories, associated] = await Promise.all([ticketCategories(context), ticketAssociatedObjects(context)]);
    return { categories, associated, title: t("createCustomerTicket.title") };
  });

export type NewTicketData = {
  values?: NewTicketReading["values"];
  errors?: NewTicketReading["errors"];
  messages?: string[];
  /** The dialog's request was created but the API refused its file: the new request and what to tell the shopper. */
  fileRefusedAfterSave?: { ticketId: string; text: string };
};

export async function action(args: Route.ActionArgs) {
  const { language, session, context, form } = await readAccountForm(args);
  const [categories, associated] = await Promise.all([ticketCategories(context), ticketAssociatedObjects(context)]);
  const reading = readNewTicketForm(
    form,
    categories.map((category) => category.id),
    associated,
  );
  if (Object.keys(reading.errors).length > 0) {
    return data<NewTicketData>({ values: reading.values, errors: reading.errors }, 400);
  }
  const i18n = i18nFor(language);
  let ticket;
  try {
    ticket = await createTicket(
      {
        subject: reading.values.subject,
        message: reading.values.message,
        ...(reading.values.category ? { ticketCategory: { id: reading.values.category } } : {}),
        ...(reading.associatedTo ? { associatedTo: reading.associatedTo } : {}),
      },
      context,
    );
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      const messages = error.errors.map((e) => e.message).filter(Boolean);
      return data<NewTicketData>(
        {
          values: reading.values,
          messages: messages.length > 0 ? messages : [i18n.t("createCustomerTicket.somethingWentWrong")],
        },
        400,
      );
    }
    throw error;
  }
  let notice = { tone: "success" as "success" | "error", text: i18n.t("createCustomerTicket.ticketCreated") };
  if (reading.file) {
    try {
      await uploadTicketFile(ticket.id, ticket.ticketEvents[0]!.code, reading.file, context);
    } catch (error) {
      if (!(error instanceof OccRequestError) || error instanceof SessionEndedError || error.status >= 500) throw error;
      const reason = error.errors.map((e) => e.message).join(" ");
      if (postedFromDialog(form)) {
        // Said in the dialog, which stays open (a 4xx answer: the list behind it is read again when it closes).
        const text = i18n.t("createCustomerTicket.fileRefusedAfterSave", { id: ticket.id, reason });
        return data<NewTicketData>({ fileRefusedAfterSave: { ticketId: ticket.id, text } }, 400);
      }
      notice = { tone: "error", text: i18n.t("createCustomerTicket.fileFailed", { reason }) };
    }
  }
  session.set("notice", notice);
  return redirect(supportTicketPath(language, ticket.id), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function NewTicketPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const submitting = useNavigation().state === "submitting";
  const { categories, associated, title } = loaderData;
  const answer = actionData as NewTicketData | undefined;
  const errors = answer?.errors ?? {};
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pb-16 pt-4 sm:pt-6" data-testid="new-ticket">
      <Breadcrumbs
        trail={[{ label: t("customerTicketing.requests"), to: supportTicketsPath(language) }, { label: title }]}
      />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {answer?.messages?.map((message) => (
        <FormAlert key={message} tone="error">
          {message}
        </FormAlert>
      ))}
      {Object.keys(errors).length > 0 ? (
        <FormAlert tone="error">{t("createCustomerTicket.fixErrors")}</FormAlert>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5" noValidate>
        <NewTicketFields
          categories={categories}
          associated={associated}
          values={answer?.values}
          errors={answer?.errors ?? {}}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to={supportTicketsPath(language)} variant="secondary" size="md">
            {t("createCustomerTicket.cancel")}
          </LinkButton>
          <Button type="submit" size="md" disabled={submitting} data-testid="new-ticket-submit">
            {submitting ? t("createCustomerTicket.submitting") : t("createCustomerTicket.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
