/**
 * How every signed-in My Account page starts (account spec §6): the language check, the signed-in guard with the
 * customer's API context, and the session's cookie kept fresh on the loader's answer. A loader says only what its
 * page loads (`loadAccountPage`); an action starts from the form it was sent (`readAccountForm`). The paged lists
 * build on the loader (`loadAccountList`).
 */
import type { Language } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { i18n } from "i18next";
import { data } from "react-router";
import { i18nFor } from "../../i18n/i18n";
import { requireLanguage } from "../../i18n/route-language";
import { type CustomerContext, customerContext } from "../../orders/amend/order-amend.server";
import { readFormData } from "../../security/form-data.server";
import { type Session, sessionHeaders } from "../../session/session.server";

type RouteArgs = { params: { lang: string }; request: Request };

/** What a signed-in page's loader or action works with. */
export type AccountRequest = {
  language: Language;
  session: Session;
  /** The customer's API calls: their token, the page's language and their delivery area. */
  context: CustomerContext;
  /** The page's texts in its language (its title, its notices). */
  t: i18n["t"];
  /** The query of the page's address: what it shows (a dialog open, the outcome of the last change). */
  searchParams: URLSearchParams;
};

async function signedIn(request: Request, language: Language): Promise<AccountRequest> {
  const { session, context } = await customerContext(request, language);
  const { t } = i18nFor(language);
  return { language, session, context, t, searchParams: new URL(request.url).searchParams };
}

/**
 * A signed-in page's loader: what `load` gives (with the page's title, for `privatePageMeta`), with the session's
 * cookie and any `headers` of the page's own.
 */
export async function loadAccountPage<Loaded extends { title: string }>(
  { params, request }: RouteArgs,
  load: (page: AccountRequest) => Promise<Loaded>,
  headers: Record<string, string> = {},
) {
  requireLanguage(params.lang);
  const page = await signedIn(request, params.lang);
  const loaded = await load(page);
  return data(loaded, { headers: { ...(await sessionHeaders(page.session)), ...headers } });
}

/** The start of a form sent to a signed-in page: posted from the shop's own page, signed in, and the form read. */
export async function readAccountForm({ params, request }: RouteArgs): Promise<AccountRequest & { form: FormData }> {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const page = await signedIn(request, params.lang);
  return { ...page, form: await readFormData(request) };
}
