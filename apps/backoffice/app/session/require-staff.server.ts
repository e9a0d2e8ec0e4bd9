/**
 * The guard of every signed-in page: the session's staff member and an API caller carrying their token. When the
 * API ends the session (30 minutes idle, 12 hours after sign-in, revoked elsewhere) the next call answers 401 and
 * the member is sent to the sign-in page with a notice; a member who must still enrol a second factor is sent to
 * the enrolment page.
 */
import { redirect } from "react-router";
import { type Language, resolveLanguage } from "@dukkan/i18n";
import { staffApi, staffApiResponse, StaffApiError, type StaffApiRequest } from "../api/staff-api.server";
import type { StaffMember } from "../api/staff-api-types";
import { commitSession, getSession, type NoticeKey, type StaffSession } from "./session.server";

export type SignedInStaff = {
  session: StaffSession;
  staff: StaffMember;
  language: Language;
  api<T>(path: string, request?: Omit<StaffApiRequest, "token">): Promise<T>;
  apiResponse(path: string, request?: Omit<StaffApiRequest, "token">): Promise<Response>;
};

/** Where a signed-out request goes: the sign-in page, back to this page afterwards. */
export function signInPath(language: Language, returnTo?: string): string {
  const query = returnTo && isLocalPath(returnTo) ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  return `/${language}/sign-in${query}`;
}

/** Only a path on this app (never `//host` or a full URL) may be a redirect target. */
export function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** Ends the browser's session and sends it to the sign-in page with a notice. */
export async function signedOutRedirect(
  session: StaffSession,
  language: Language,
  notice: NoticeKey,
  returnTo?: string,
) {
  session.clear();
  session.set("notice", notice);
  return redirect(signInPath(language, returnTo), { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function requireStaff(request: Request, params: { lang?: string }): Promise<SignedInStaff> {
  const language = resolveLanguage(params.lang);
  const session = await getSession(request);
  const { accessToken: token, staff } = session.data;
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  if (!token || !staff) throw redirect(signInPath(language, request.method === "GET" ? here : undefined));

  const guarded = async <R>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) {
        throw await signedOutRedirect(session, language, "sessionExpired", request.method === "GET" ? here : undefined);
      }
      // The API is the judge of enrolment: a member without a second factor may reach only /me and enrolment.
      if (error instanceof StaffApiError && error.type === "SecondFactorEnrolmentRequired") {
        throw redirect(`/${language}/second-factor`);
      }
      throw error;
    }
  };
  return {
    session,
    staff: staff as StaffMember,
    language,
    api: (path, init) => guarded(() => staffApi(path, { ...init, token, signal: init?.signal ?? request.signal })),
    apiResponse: (path, init) =>
      guarded(() => staffApiResponse(path, { ...init, token, signal: init?.signal ?? request.signal })),
  };
}
