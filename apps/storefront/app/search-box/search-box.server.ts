/**
 * The search box's answer for a word, asked from the API on the storefront server and reduced to what
 * the panel shows (spec §2.17, §3 'Search box result').
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { occFetch } from "../occ/occ-client.server";
import { primaryImage, productPath } from "../product/tile/product-display";
import type { SearchBoxConfig } from "./search-box-config";
import type { NamePart, SearchBoxProduct, SearchBoxResult } from "./search-box-result";

/** Longest word the box sends; the API's own query limit is far above it. */
export const MAX_TERM_LENGTH = 100;

/** The API's search-box call: suggestions and product previews for a word in one answer. */
const SEARCH_BOX_PATH = "products/searchbox";

function searchBoxQuery(term: string, config: SearchBoxConfig) {
  return { term, maxSuggestions: config.maxSuggestions, maxProducts: config.maxProducts };
}

const FormattedPrice = z.object({ formattedValue: z.string() }).partial();
const ImageRef = z.object({ url: z.string(), altText: z.string().optional() });

const ApiSearchBoxResult = z.object({
  message: z.string().optional(),
  suggestions: z.array(z.string()).default([]),
  products: z
    .array(
      z.object({
        code: z.string(),
        url: z.string().optional(),
        name: z.string().optional(),
        nameHtml: z.string().optional(),
        subname: z.string().optional(),
        images: z
          .object({ PRIMARY: z.record(z.string(), ImageRef).optional() })
          .partial()
          .optional(),
        price: FormattedPrice.optional(),
        priceAfterDiscount: FormattedPrice.optional(),
      }),
    )
    .default([]),
});
type ApiSearchBoxResult = z.infer<typeof ApiSearchBoxResult>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, entity: string) => ENTITIES[entity]!);
}

/** The name without the markup nameHtml may carry (highlighted matches), as plain text. */
export function plainName(html: string): string {
  return unescapeHtml(html.replace(/<[^>]*>/g, "")).trim();
}

/**
 * The API's nameHtml (everything escaped except `<mark>` around the typed words) as text pieces, so the
 * panel can highlight the matches without rendering HTML. Any other tag is dropped.
 */
export function nameParts(html: string): NamePart[] {
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const marked = piece.startsWith("<mark>");
      return { text: unescapeHtml((marked ? piece.slice(6, -7) : piece).replace(/<[^>]*>/g, "")), marked };
    })
    .filter((part) => part.text !== "");
}

export function toSearchBoxResult(term: string, body: ApiSearchBoxResult, language: Language): SearchBoxResult {
  const products = body.products.map((product): SearchBoxProduct => {
    const image = primaryImage(product as never, "thumbnail");
    const price = product.priceAfterDiscount?.formattedValue ?? product.price?.formattedValue;
    return {
      code: product.code,
      name: plainName(product.nameHtml ?? product.name ?? product.code),
      nameParts: product.nameHtml
        ? nameParts(product.nameHtml)
        : [{ text: product.name ?? product.code, marked: false }],
      path: productPath(product, language),
      ...(product.subname ? { subname: product.subname } : {}),
      ...(image ? { thumbnail: { url: image.url, alt: image.altText ?? "" } } : {}),
      ...(price ? { price } : {}),
    };
  });
  return { term, ...(body.message ? { message: body.message } : {}), suggestions: body.suggestions, products };
}

export async function fetchSearchBoxResult(
  term: string,
  config: SearchBoxConfig,
  context: { lang: Language; area?: string },
): Promise<SearchBoxResult> {
  const body = await occFetch<unknown>(SEARCH_BOX_PATH, {
    ...context,
    query: searchBoxQuery(term, config),
  });
  return toSearchBoxResult(term, ApiSearchBoxResult.parse(body), context.lang);
}
