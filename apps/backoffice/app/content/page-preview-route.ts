/**
 * 'Preview' of a content page (merchandiser and owner): asks the staff API for a signed preview link (decision
 * 0070) in the chosen language and answers a redirect to it, so the new tab the edit page's link opened shows the
 * storefront's cx-preview page. A link rather than a form: the back office's CSP allows forms to post only to
 * itself, and a form's redirect to the storefront would be blocked. Making a link changes no content (the API
 * audits it), so a GET is safe.
 */
import { redirect } from "react-router";
import type { StaffPreviewLink } from "../api/staff-api-types";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/page-preview-route";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const previewLanguage = new URL(request.url).searchParams.get("language") === "ar" ? "ar" : "en";
  const link = await api<StaffPreviewLink>(`/cms/pages/${encodeURIComponent(params.pageId)}/preview-link`, {
    method: "POST",
    body: { language: previewLanguage },
  });
  return redirect(link.url);
}
