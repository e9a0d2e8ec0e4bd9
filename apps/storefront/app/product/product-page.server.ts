/**
 * Server side of the product page: fetching the product and its kit's components from the API, and
 * preparing what the page needs (sanitised HTML, the breadcrumb trail, the meta description).
 */
import type { Language } from "@dukkan/i18n";
import { PRODUCT_CODE_PATTERN, type Product, type ProductList } from "@dukkan/occ";
import { data } from "react-router";
import sanitizeHtml from "sanitize-html";
import { resolveCmsLink } from "../cms/cms-link";
import { sanitizeCmsHtml } from "../cms/sanitize-html.server";
import type { Crumb } from "../layout/breadcrumbs";
import { OccRequestError, occFetch } from "../occ/occ-client.server";
import { PRODUCT_TILE_FIELDS } from "./tile/product-fields";

type Context = { lang: Language; area?: string };

/** Ends a loader with 404: the layout's error boundary shows the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Errors the API gives for a product code it does not know or will not accept. */
const UNKNOWN_PRODUCT_ERRORS = new Set(["UnknownIdentifierError", "ValidationError"]);

/** The product with every field (FULL), or undefined when the API knows no product with this code. */
export async function fetchProduct(code: string, context: Context): Promise<Product | undefined> {
  if (!PRODUCT_CODE_PATTERN.test(code)) return undefined;
  try {
    return await occFetch<Product>(`products/${encodeURIComponent(code)}`, { ...context, query: { fields: "FULL" } });
  } catch (error) {
    const unknown =
      error instanceof OccRequestError &&
      (error.status === 404 || (error.status === 400 && UNKNOWN_PRODUCT_ERRORS.has(error.errors[0]?.type ?? "")));
    if (unknown) return undefined;
    throw error;
  }
}

export type KitComponent = { code: string; quantity: number; product?: Product };
export type KitTemplate = { id: string; name?: string; components: KitComponent[] };

/** A kit's bundle templates with their components' tile data (unknown and disabled components keep only their code). */
export async function fetchKitTemplates(product: Product, context: Context): Promise<KitTemplate[]> {
  const templates = product.kittingBundleTemplates ?? [];
  const codes = [...new Set(templates.flatMap((template) => (template.products ?? []).map((item) => item.code)))];
  if (codes.length === 0) return [];
  const { products } = await occFetch<ProductList>("products", {
    ...context,
    query: { codes: codes.join(","), fields: PRODUCT_TILE_FIELDS },
  });
  const byCode = new Map(
    products.filter((component) => !component.disabled).map((component) => [component.code, component]),
  );
  return templates.map((template) => ({
    id: template.id,
    name: template.name,
    components: (template.products ?? []).map((item) => ({ ...item, product: byCode.get(item.code) })),
  }));
}

/** Catalogue HTML (summary, usage, description) made safe to render; empty HTML gives undefined. */
export function sanitizedHtml(html: string | undefined, language: Language): string | undefined {
  const safe = html ? sanitizeCmsHtml(html, language).trim() : "";
  return safe || undefined;
}

const META_DESCRIPTION_LENGTH = 160;

/** Plain text of catalogue HTML for a meta description, cut at a word near 160 characters. */
export function metaDescription(html: string | undefined): string | undefined {
  if (!html) return undefined;
  // A space before every tag keeps words of adjacent blocks ("<li>a</li><li>b</li>") apart.
  const text = sanitizeHtml(html.replace(/</g, " <"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text || undefined;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > META_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

type CategoryRef = NonNullable<Product["categories"]>[number];

/**
 * Home › category › product: the product's first category preceded by its ancestors (the super-categories
 * whose URL leads to it). A category becomes a link once the storefront has a page for it.
 */
export function categoryTrail(product: Pick<Product, "categories" | "superCategories">, language: Language): Crumb[] {
  const category = product.categories?.[0];
  if (!category) return [];
  const ancestors = (product.superCategories ?? [])
    .filter((ancestor) => ancestor.url && category.url?.startsWith(`${ancestor.url}/`))
    .sort((a, b) => (a.url?.length ?? 0) - (b.url?.length ?? 0));
  return [...ancestors, category].map((node: CategoryRef) => {
    const link = node.url ? resolveCmsLink(node.url, language) : undefined;
    const to = link?.kind === "internal" ? `${link.to.pathname}${link.to.search}` : undefined;
    return { label: node.name ?? node.code, to };
  });
}
