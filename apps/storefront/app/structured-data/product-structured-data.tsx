import type { Product } from "@dukkan/occ";
import { JsonLdScript } from "./json-ld-script";
import { productJsonLd } from "./product-json-ld";

/** The product page's schema.org Product block. */
export function ProductStructuredData(props: {
  product: Product;
  url: string;
  origin: string;
  description?: string;
  now: string;
}) {
  return <JsonLdScript data={productJsonLd(props)} />;
}
