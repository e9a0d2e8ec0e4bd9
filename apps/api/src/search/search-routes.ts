import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { OccQuery } from "../occ/params.js";
import { MAX_QUERY_LENGTH, SORT_CODES } from "./search-query.js";
import { PRICE_RANGES } from "./search-index.js";
import { Category, ProductSearchPage, SearchBoxResult } from "./search.schemas.js";
import type { SearchService } from "./search-service.js";

const JSON_TYPE = "application/json; charset=utf-8";
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
const MAX_TERM_LENGTH = 200;
const MAX_SEARCH_BOX_ITEMS = 20;
const categorySegment = z.string().min(1).max(200);

const SEARCH_DESCRIPTION = `Products matching \`query\` = \`{text}:{sort}:{facetCode}:{valueCode}:…\`, e.g.
\`:relevance:allCategories:food-containers\` or \`cups:price-asc:brand:sahra-pack:material:paper\`.

- One tile per product family: standard products, kits and base products (with their variants); variants never
  appear on their own. Disabled products, unpriced products and families without an enabled priced variant never appear.
- Text matches name, subname, code, keywords, brand, category names and specifications in English and Arabic
  (Arabic diacritics, tatweel and alef/yeh/teh-marbuta variants are ignored); the last word matches as a prefix,
  words of 5+ letters tolerate one typo; every word must match.
- Facets: \`allCategories\` (a category and everything below it; hidden, single-select), \`category\` (assigned
  category), \`brand\`, \`price\` (AED after discounts: ${PRICE_RANGES.map((range) => `\`${range.code}\``).join(", ")};
  lower bound inclusive) and the classification features (\`material\`, \`colour\`, \`capacity\`, \`packSize\` …, value
  codes are the English value as a slug). Values of one facet are ORed, facets are ANDed; each facet's counts apply
  the other facets' filters. An unknown facet code answers 400 ValidationError.
- Sorts: ${SORT_CODES.join(", ")}; \`sort\` overrides the query's sort.
- \`pageSize\` 1…${MAX_PAGE_SIZE} (else 400 ValidationError); a page past the end answers no products with the true pagination.
- \`fields\`: \`products(…)\` or a level selects the product attributes; without it products carry the listing set.`;

/**
 * Whether an Accept-Encoding header takes gzip (Node's fetch, which the storefront uses, sends "gzip, deflate"):
 * listed, or `*`, with a non-zero q. Answers are kept gzipped, so sending them as they are costs nothing.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}

export function searchRoutes(search: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products/search",
      {
        schema: {
          tags: ["Products"],
          summary: "Search products",
          description: SEARCH_DESCRIPTION,
          querystring: OccQuery.extend({
            query: z.string().max(MAX_QUERY_LENGTH).default("").describe("{text}:{sort}:{facet}:{value}…"),
            currentPage: z.coerce.number().int().min(0).max(MAX_PAGE).default(0).describe("0-based page"),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
            sort: z
              .string()
              .max(40)
              .optional()
              .describe(`One of ${SORT_CODES.join(", ")}`),
          }),
          response: { 200: ProductSearchPage, 400: OccErrorList },
        },
      },
      async (request, reply) => {
        const started = performance.now();
        const answer = await search.search({
          gzip: acceptsGzip(request.headers["accept-encoding"]),
          query: request.query.query,
          sort: request.query.sort || undefined,
          currentPage: request.query.currentPage,
          pageSize: request.query.pageSize,
          language: request.context.language,
          fields: request.query.fields,
        });
        // How long the search itself took (monitoring and bench/search read it; no catalogue detail leaks).
        reply.header("server-timing", `search;dur=${(performance.now() - started).toFixed(2)}`);
        reply.header("vary", "accept-encoding");
        if (answer.gzipped) reply.header("content-encoding", "gzip");
        return reply.type(JSON_TYPE).send(answer.body as never);
      },
    );

    app.get(
      "/products/searchbox",
      {
        schema: {
          tags: ["Products"],
          summary: "Search box: suggestions and product previews",
          description:
            "What the header search box shows for the typed `term`: up to `maxSuggestions` completions " +
            "(strings, the catalogue's words completing the last typed word, each still finding products with " +
            "the words before it) and the `maxProducts` best-matching products (code, name, `nameHtml` with the " +
            "typed words in <mark>, subname, url, images, price, priceAfterDiscount), one per name (packs of " +
            "one line share a name: the best-matching stands for it); `message` when nothing matches. " +
            "Same matching as products/search (Arabic normalisation, prefix, one typo); reacts to `lang`.",
          querystring: OccQuery.extend({
            term: z.string().trim().min(1).max(MAX_TERM_LENGTH).describe("The text typed so far"),
            maxSuggestions: z.coerce.number().int().min(0).max(MAX_SEARCH_BOX_ITEMS).default(5),
            maxProducts: z.coerce.number().int().min(0).max(MAX_SEARCH_BOX_ITEMS).default(5),
          }),
          response: { 200: SearchBoxResult, 400: OccErrorList },
        },
      },
      async (request) =>
        search.searchBox({
          term: request.query.term,
          maxSuggestions: request.query.maxSuggestions,
          maxProducts: request.query.maxProducts,
          language: request.context.language,
        }),
    );

    app.get(
      "/categories/search/:categoryCode",
      {
        schema: {
          tags: ["Categories"],
          summary: "Get a category",
          description:
            "Category info with its ancestors and children; unknown codes answer 400 UnknownIdentifierError.",
          params: z.object({ categoryCode: categorySegment }),
          querystring: OccQuery,
          response: { 200: Category, 400: OccErrorList },
        },
      },
      async (request) => search.category(request.params.categoryCode, request.context.language),
    );

    app.get(
      "/categories/main/:mainCategoryName/sub/:subCategoryName",
      {
        schema: {
          tags: ["Categories"],
          summary: "Resolve a category from a storefront URL",
          description:
            "The category whose slug (or code) is `subCategoryName` below the category `mainCategoryName` (its " +
            "parent or a further ancestor, slug or code; `root` for a top-level one), as the storefront resolves " +
            "/category/… paths: 1 segment → main `root`; more → main = the first (or the parent), sub = the last. " +
            "The nearest match wins; unknown or misplaced answers 400 UnknownIdentifierError.",
          params: z.object({ mainCategoryName: categorySegment, subCategoryName: categorySegment }),
          querystring: OccQuery,
          response: { 200: Category, 400: OccErrorList },
        },
      },
      async (request) =>
        search.subCategory(request.params.mainCategoryName, request.params.subCategoryName, request.context.language),
    );
  };
}
