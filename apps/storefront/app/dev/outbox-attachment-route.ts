/** /{lang}/dev/outbox/attachments/{id}: downloads a sandbox e-mail's attached file (the API's); a 404 in production. */
import { data } from "react-router";
import type { Route } from "./+types/outbox-attachment-route";
import { isOutboxEnabled, loadOutboxAttachment } from "./outbox.server";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (!isOutboxEnabled()) throw data(null, { status: 404 });
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
