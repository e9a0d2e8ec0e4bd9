/**
 * The HTML the gateway hands the merchant for 3-D Secure (MPGS `authentication.redirect.html`): the merchant
 * injects it into its page and runs its script. Three kinds, as the real gateway sends them:
 * - 3-DS method: a hidden iframe the issuer's method URL loads in while the shopper waits;
 * - challenge: a form posting the challenge request into an iframe that shows the ACS page;
 * - frictionless: a form that immediately posts the outcome to the merchant's redirectResponseUrl (top window).
 * Also the result page the ACS ends on, which posts the outcome the same way.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`)
    .join("");

/** The fields MPGS posts to redirectResponseUrl when authentication ends. */
export interface AuthenticationOutcomeFields {
  "order.id": string;
  "transaction.id": string;
  result: "SUCCESS" | "FAILURE";
  "response.gatewayRecommendation": string;
  "response.gatewayCode": string;
}

export function methodHtml(methodUrl: string, methodData: string): string {
  return (
    `<div id="initiate3dsSimpleRedirect" xmlns="http://www.w3.org/1999/html">` +
    // Never shown (whatever the page's CSS says about iframes): the issuer only looks at the browser.
    `<iframe id="methodFrame" name="methodFrame" title="3-D Secure" hidden style="display:none" aria-hidden="true" tabindex="-1"></iframe>` +
    `<form id="initiate3dsSimpleRedirectForm" method="POST" action="${escapeHtml(methodUrl)}" target="methodFrame">` +
    hiddenInputs({ threeDSMethodData: methodData }) +
    `</form>` +
    `<script id="initiate-authentication-script">var e=document.getElementById("initiate3dsSimpleRedirectForm");if(e){e.submit();if(e.parentNode!==null){e.parentNode.removeChild(e);}}</script>` +
    `</div>`
  );
}

export function challengeHtml(acsUrl: string, challengeRequest: string): string {
  return (
    `<div id="threedsChallengeRedirect" xmlns="http://www.w3.org/1999/html" style="height:100%">` +
    `<form id="threedsChallengeRedirectForm" method="POST" action="${escapeHtml(acsUrl)}" target="challengeFrame">` +
    hiddenInputs({ creq: challengeRequest }) +
    `</form>` +
    // The frame fills the window the merchant gives it (the FULL_SCREEN window the payer authentication asked for);
    // a fixed height would leave the issuer's page scrolling inside it.
    `<iframe id="challengeFrame" name="challengeFrame" title="3-D Secure" width="100%" height="100%" style="display:block;width:100%;height:100%;border:0"></iframe>` +
    `<script id="authenticate-payer-script">var e=document.getElementById("threedsChallengeRedirectForm");if(e){e.submit();if(e.parentNode!==null){e.parentNode.removeChild(e);}}</script>` +
    `</div>`
  );
}

export function frictionlessHtml(redirectResponseUrl: string, outcome: AuthenticationOutcomeFields): string {
  return (
    `<div id="threedsFrictionLessRedirect" xmlns="http://www.w3.org/1999/html">` +
    `<form id="threedsFrictionLessRedirectForm" method="POST" action="${escapeHtml(redirectResponseUrl)}" target="_top">` +
    hiddenInputs({ ...outcome }) +
    `</form>` +
    `<script id="authenticate-payer-script">var e=document.getElementById("threedsFrictionLessRedirectForm");if(e){e.submit();if(e.parentNode!==null){e.parentNode.removeChild(e);}}</script>` +
    `</div>`
  );
}
