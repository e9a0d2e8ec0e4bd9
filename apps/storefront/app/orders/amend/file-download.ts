/**
 * A file from one of the storefront's relay routes, fetched by the page's script so a failure can be shown next
 * to its button (account spec §2.20, §2.21, §8) instead of an error page in a new tab. A PDF or picture opens in
 * a new tab; anything else is saved under its name. Before scripts run, the same routes are plain links.
 */
import { isPreviewable } from "./file-relay";

/** True when the file arrived (a relay route answers a redirect to the order page when it could not). */
export async function openRelayedFile(url: string, fileName: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch {
    return false;
  }
  const type = response.headers.get("content-type");
  if (!response.ok || response.redirected || (type ?? "").startsWith("text/html")) return false;
  const objectUrl = URL.createObjectURL(await response.blob());
  if (isPreviewable(type)) {
    window.open(objectUrl, "_blank", "noopener");
  } else {
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  }
  // The new tab or the download has read it by then.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
