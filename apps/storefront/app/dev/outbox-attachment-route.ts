/** /{lang}/dev/outbox/attachments/{id}: downloads a sandbox e-mail's attached file (the API's); a 404 in production. */
import { isLanguage } from "@dukkan/i18n";
import { data } from "react-router";
import type { Route } from "./+types/outbox-attachment-route";
import { isOutboxEnabled, loadOutboxAttachment } from "./outbox.server";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang) || !isOutboxEnabled()) throw data(null, { status: 404 });
  const answer = await loadOutboxAttachment(params.attachmentId);
  if (!answer) throw data(null, { status: 404 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": answer.headers.get("content-disposition") ?? "attachment",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
