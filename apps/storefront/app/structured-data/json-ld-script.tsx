import { useNonce } from "@dukkan/web-server/nonce";
import { scriptSafeJson } from "./product-json-ld";

/** A JSON-LD block, carrying the request's CSP nonce like every other script of the page. */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
