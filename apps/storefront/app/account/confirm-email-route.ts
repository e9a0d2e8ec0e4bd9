/**
 * /{lang}/confirm-email?token=… — the link the e-mail change mailed to the new address (account spec §2.5). Opening
 * it makes the change: the account then signs in with the new e-mail and the API ends all its sessions, so the
 * shopper goes to the login page, which starts with the new address. A used, expired or unknown link says so.
 * It works in any browser, signed in or not: the mailbox that received the link is the proof.
 */
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/confirm-email-route";
import { forgetCustomer, getAccessToken, loadProfile } from "./auth.server";
import { myAccountErrorKey } from "./my-account/email-change-form";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { occFetch, OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { getSession, sessionHeaders, type Session } from "../session/session.server";

const Confirmation = z.object({ uid: z.string() });

/** This browser's sign-in ends if it was the account that moved (the API has revoked its tokens). */
async function forgetEndedSignIn(session: Session, language: "en" | "ar"): Promise<void> {
  const accessToken = await getAccessToken(session);
  if (!accessToken) return;
  try {
    await loadProfile(accessToken, language);
  } catch (error) {
    if (!(error instanceof SessionEndedError)) throw error;
    forgetCustomer(session);
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const session = await getSession(request);
  const token = new URL(request.url).searchParams.get("token")?.replace(/\s+/g, "") ?? "";
  const refuse = async (key: string) => {
    session.set("notice", { tone: "error", key });
    return redirect(`/${language}/`, { headers: await sessionHeaders(session) });
  };
  if (!token) return refuse("confirmEmail.invalidLink");
  try {
    const { uid } = Confirmation.parse(
      await occFetch<unknown>("confirmemailchange", { method: "POST", lang: language, body: { token } }),
    );
    await forgetEndedSignIn(session, language);
    session.set("notice", {
      tone: "success",
      text: i18nFor(language).t("confirmEmail.success", { email: uid }),
      email: uid,
    });
    return redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    const first = error.errors[0];
    return refuse(first?.type === "InvalidTokenError" ? "confirmEmail.invalidLink" : myAccountErrorKey(first));
  }
}
