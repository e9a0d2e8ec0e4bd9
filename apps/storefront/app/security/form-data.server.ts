/**
 * The body of a form action. The shop's forms post `application/x-www-form-urlencoded` or `multipart/form-data`;
 * anything else (a JSON body, a truncated multipart body) made `request.formData()` throw, which answered 500.
 * Every action reads its form through here so such a request gets the page's error with a 4xx status instead.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refusal(status: 400 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The posted form; throws a 415 response for a body that is not a form and a 400 one for a malformed form. */
export async function readFormData(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) {
    throw refusal(415, "This page accepts a form (application/x-www-form-urlencoded or multipart/form-data).");
  }
  try {
    return await request.formData();
  } catch {
    throw refusal(400, "The form could not be read.");
  }
}
