/**
 * Relays a file (a PDF) from the staff API with the member's token: the browser never holds the token, and the
 * file keeps its type and name. A refused or missing file is a 404 here.
 */
import { StaffApiError } from "../../api/staff-api.server";
import type { SignedInStaff } from "../../session/require-staff.server";

export async function relayFile(staff: SignedInStaff, path: string, query?: URLSearchParams): Promise<Response> {
  try {
    const upstream = await staff.apiResponse(path, { query });
    const headers = new Headers({
      "Content-Type": upstream.headers.get("content-type") ?? "application/pdf",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    const disposition = upstream.headers.get("content-disposition");
    if (disposition) headers.set("Content-Disposition", disposition);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}
