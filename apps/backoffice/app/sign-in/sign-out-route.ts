/**
 * Sign-out (POST only): ends this session at the API (`everywhere`: every session of the member) and clears the
 * cookie. The cookie is cleared even when the API already ended the session.
 */
import { redirect } from "react-router";
import { StaffApiError, staffApi } from "../api/staff-api.server";
import { resolveLanguage } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { signedOutRedirect } from "../session/require-staff.server";
import { getSession } from "../session/session.server";
import type { Route } from "./+types/sign-out-route";

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${resolveLanguage(params.lang)}/`);

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const language = resolveLanguage(params.lang);
  const session = await getSession(request);
  const everywhere = (await request.formData()).get("everywhere") === "1";
  const token = session.data.accessToken;
  if (token) {
    try {
      await staffApi(everywhere ? "/auth/revoke-all" : "/auth/revoke", { token, method: "POST" });
    } catch (error) {
      // An ended session (401) is signed out already.
      if (!(error instanceof StaffApiError) || error.status !== 401) throw error;
    }
  }
  return signedOutRedirect(session, language, everywhere ? "signedOutEverywhere" : "signedOut");
}
