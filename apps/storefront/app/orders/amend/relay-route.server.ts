/**
 * The relay routes' common path (decision 0042): the signed-in guard, the file fetched from the API with the
 * customer's token and streamed on with safe headers; a file that cannot be had sends the customer back to the
 * order with the error as a notice (before scripts run, that is what the link's new tab shows).
 */
import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { i18nFor } from "../../i18n/i18n";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { sessionHeaders } from "../../session/session.server";
import { orderDetailsPath } from "./amend-paths";
import { relayedFileHeaders } from "./file-relay";
import { customerContext, fetchApiFile, type CustomerContext } from "./order-amend.server";

export async function relayOrderFile(
  request: Request,
  lang: Language,
  orderCode: string,
  file: (context: CustomerContext) => Promise<{ url: URL; fileName: string }>,
  failureKey: string,
): Promise<Response> {
  return relayCustomerFile(request, lang, orderDetailsPath(lang, orderCode), file, failureKey);
}

/** The same relay for any of the customer's files; a file that cannot be had sends them back to `backTo`. */
export async function relayCustomerFile(
  request: Request,
  lang: Language,
  backTo: string,
  file: (context: CustomerContext) => Promise<{ url: URL; fileName: string }>,
  failureKey: string,
): Promise<Response> {
  const { session, context } = await customerContext(request, lang);
  try {
    const { url, fileName } = await file(context);
    const upstream = await fetchApiFile(url, context);
    const headers = new Headers(relayedFileHeaders(upstream.headers.get("content-type"), fileName));
    const length = upstream.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    for (const [name, value] of Object.entries(await sessionHeaders(session))) headers.set(name, value);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
    // A file that is not the customer's ends on the page's own 404.
    session.set("notice", { tone: "error", text: i18nFor(lang).t(failureKey) });
    return redirect(backTo, { headers: await sessionHeaders(session) });
  }
}
