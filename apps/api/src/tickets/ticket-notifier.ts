/**
 * The `ticket.notify` job: e-mails the customer an agent's reply in the language the ticket was opened in, with a
 * link to the ticket's page. The reply's `customer_notified_at` is set once it is sent, so a run repeated after a
 * lost lease sends nothing again. A live chat's reply (decision 0067) is e-mailed only when the customer has left
 * the chat: while they hold its stream open the reply reaches them there, and the e-mail would say it twice.
 */
import { apiText } from "@dukkan/i18n/api";
import { signed, type EmailSender } from "../notifications/email.js";
import { ticketIdOf, type TicketNotifyPayload, type TicketService } from "./ticket-service.js";

/** The storefront's chat page, where a visitor whose session still holds the chat goes on with it. */
export const chatPageUrl = (storefrontUrl: string, language: "en" | "ar") => `${storefrontUrl}/${language}/chat`;

/** The storefront's page of a ticket (account spec §2.1 supportTicketDetails). */
export const ticketPageUrl = (storefrontUrl: string, language: "en" | "ar", id: string) =>
  `${storefrontUrl}/${language}/my-account/support-ticket/${id}`;

export async function notifyTicketReply(
  options: { tickets: TicketService; email: EmailSender; storefrontUrl: string },
  { eventId }: TicketNotifyPayload,
): Promise<void> {
  const reply = await options.tickets.replyToNotify(eventId);
  if (!reply) return;
  const { ticket, event } = reply;
  const language = ticket.language === "ar" ? "ar" : "en";
  const id = ticketIdOf(ticket.id);
  if (ticket.channel === "CHAT") {
    if (reply.present) return;
    // A guest has no account page: the link is the chat, which their browser's session reopens.
    const link =
      ticket.customerUid === null
        ? chatPageUrl(options.storefrontUrl, language)
        : ticketPageUrl(options.storefrontUrl, language, id);
    await options.email.send({
      to: reply.email,
      language,
      subject: apiText(language, "tickets.email.chatReplySubject", { subject: ticket.subject }),
      text: signed(
        language,
        apiText(language, "tickets.email.chatReplyBody", { name: reply.firstName, message: event.message, link }),
      ),
    });
    await options.tickets.markNotified(eventId);
    return;
  }
  await options.email.send({
    to: reply.email,
    language,
    subject: apiText(language, "tickets.email.replySubject", { id, subject: ticket.subject }),
    text: signed(
      language,
      apiText(language, "tickets.email.replyBody", {
        name: reply.firstName,
        id,
        subject: ticket.subject,
        message: event.message,
        link: ticketPageUrl(options.storefrontUrl, language, id),
      }),
    ),
  });
  await options.tickets.markNotified(eventId);
}
