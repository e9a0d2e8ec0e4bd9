/**
 * The EMV 3-D Secure method step (checkout spec §4.5, §9): the issuer's method URL loads in a hidden iframe so the
 * issuer can look at the browser before payer authentication. The protocol's 10 s is the longest the merchant
 * waits for that step, not a pause: payer authentication goes on as soon as the method iframe has loaded the
 * issuer's answer, at once when the issuer has no method URL, and after 10 s when the issuer never answers.
 * Browser-only module.
 */
import { insertGatewayHtml, submitGatewayForms } from "./gateway-html";

/** EMV 3DS: the 3DS Requestor waits at most 10 s for the method step before going on without it. */
export const METHOD_STEP_CAP_MS = 10_000;

/** How the step ended: the issuer's page loaded, the cap ran out, or there was nothing to run. */
export type MethodStepOutcome = "completed" | "timedOut" | "noMethodUrl";

/**
 * True once the iframe shows the issuer's answer rather than its initial blank document. The issuer lives on
 * another origin, so reading its location throws: that alone says the frame left about:blank.
 */
function leftBlankDocument(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href !== "about:blank";
  } catch {
    return true;
  }
}

/** Runs the gateway's method HTML in `area`; resolves when the method iframe loaded, or after `capMs`. */
export function runMethodStep(
  area: HTMLElement,
  html: string | undefined,
  capMs = METHOD_STEP_CAP_MS,
): Promise<MethodStepOutcome> {
  if (!html) return Promise.resolve("noMethodUrl");
  insertGatewayHtml(area, html);
  const frames = [...area.querySelectorAll("iframe")];
  if (frames.length === 0) return Promise.resolve("noMethodUrl");
  return new Promise((resolve) => {
    const cap = setTimeout(() => finish("timedOut"), capMs);
    const onLoad = (event: Event) => {
      if (leftBlankDocument(event.currentTarget as HTMLIFrameElement)) finish("completed");
    };
    function finish(outcome: MethodStepOutcome) {
      clearTimeout(cap);
      for (const frame of frames) frame.removeEventListener("load", onLoad);
      area.dataset.methodStep = outcome;
      resolve(outcome);
    }
    // Listening before the forms post: the answer's load is the only one that counts.
    for (const frame of frames) frame.addEventListener("load", onLoad);
    if (submitGatewayForms(area) === 0) finish("noMethodUrl");
  });
}
