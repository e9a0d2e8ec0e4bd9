/**
 * Runs the HTML the gateway returns for 3-D Secure (checkout spec §2.12, §4.5: the 3-DS method after auth/init, the
 * issuer's challenge or the frictionless redirect after auth/process) without running its scripts: those scripts
 * only submit the forms next to them, and our CSP allows no inline script. So the markup goes into the dedicated
 * area with every script and inline handler removed, and we submit its forms ourselves. The forms post to the
 * gateway (form-action allows its origin) into the iframe they name, or to our validation page.
 * Browser-only module.
 */

/** Markup without scripts or on* handlers (they would be blocked by the CSP anyway; removing them keeps the console clean). */
function inertCopy(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const script of parsed.querySelectorAll("script")) script.remove();
  for (const element of parsed.body.querySelectorAll("*")) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name.toLowerCase().startsWith("on")) element.removeAttribute(attribute.name);
    }
  }
  const fragment = document.createDocumentFragment();
  for (const node of [...parsed.body.childNodes]) fragment.append(document.importNode(node, true));
  return fragment;
}

/** Replaces the area's content with the gateway's markup, its forms not yet submitted. */
export function insertGatewayHtml(area: HTMLElement, html: string): void {
  area.replaceChildren(inertCopy(html));
}

/** Submits each form in the area (what the gateway's own script would do); answers how many. */
export function submitGatewayForms(area: HTMLElement): number {
  const forms = [...area.querySelectorAll("form")];
  for (const form of forms) form.submit();
  return forms.length;
}

/** Replaces the area's content with the gateway's markup and submits each of its forms; answers how many. */
export function runGatewayHtml(area: HTMLElement, html: string): number {
  insertGatewayHtml(area, html);
  return submitGatewayForms(area);
}
