/**
 * The card gateway's origin (env PAYMENT_GATEWAY_URL): its session.js, hosted-field iframes, the iframes its 3-D
 * Secure HTML posts into and the calls session.js makes are allowed by the page's CSP from this origin only.
 */
export function paymentGatewaySource(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.PAYMENT_GATEWAY_URL;
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where 3-D Secure pages may come from besides the gateway (env PAYMENT_3DS_CSP_SOURCES, space-separated CSP
 * sources). With a real gateway the issuer's challenge (ACS) runs on the issuer's own origin, which the
 * challenge form posts to and the challenge iframe shows: production sets e.g. `https:` here. The sandbox serves
 * its ACS from the gateway's origin, so tests need nothing.
 */
export function threeDsSources(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PAYMENT_3DS_CSP_SOURCES ?? "")
    .split(/\s+/)
    .filter((source) => /^(https:|https:\/\/[A-Za-z0-9.*-]+(:\d+)?)$/.test(source));
}
