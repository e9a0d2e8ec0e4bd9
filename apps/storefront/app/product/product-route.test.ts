import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { commitSession, getSession } from "../session/session.server";
import { loader as fallbackLoader } from "./product-fallback-route";
import { loader } from "./product-route";

/** A stand-in for the API's product endpoints, answering with the API's shapes and errors. */
const CATALOG: Record<string, Product> = {
  "1001-01": {
    code: "1001-01",
    name: "Paper Cup 8oz",
    name_en: "Paper Cup 8oz",
    subname: "Pack of 50",
    url: "/product/1001-01-paper-cup-8oz",
    summary:
      '<p onclick="steal()">Double-wall <b>paper</b> cup.</p><script>alert(1)</script><ul><li>Hot &amp; cold</li></ul>',
    usage: "<ul><li>Coffee</li></ul>",
    seoTitle: "Paper Cup 8oz | Dukkan",
    price: { currencyIso: "AED", value: 12.5, formattedValue: "AED 12.50" },
    stock: { stockLevelStatus: "outOfStock", stockLevel: 0 },
    futureStocks: [{ date: "2999-01-01T00:00:00+04:00" }],
    categories: [{ code: "cups", name: "Cups", url: "/category/disposables/cups" }],
    superCategories: [{ code: "disposables", name: "Disposables", url: "/category/disposables" }],
  },
  "2001-00": {
    code: "2001-00",
    name: "Food Container",
    name_en: "Food Container",
    variantOptions: [{ code: "2001-01", url: "/product/2001-01-food-container-500-ml", variantOptionQualifiers: [] }],
    baseOptions: [
      {
        variantType: "GenericVariantProduct",
        selected: { code: "2001-01", url: "/product/2001-01-food-container-500-ml", variantOptionQualifiers: [] },
        options: [{ code: "2001-01", url: "/product/2001-01-food-container-500-ml", variantOptionQualifiers: [] }],
      },
    ],
  },
  "kit~party~1-1": {
    code: "kit~party~1-1",
    name: "Party Kit",
    name_en: "Party Kit",
    kittingBundleTemplates: [
      {
        id: "party-kit",
        name: "Party Kit",
        products: [
          { code: "1001-01", quantity: 2 },
          { code: "9999-99", quantity: 1 },
        ],
      },
    ],
  },
  "3001-01": { code: "3001-01", name: "Retired Plate", name_en: "Retired Plate", disabled: true },
};

const requests: URL[] = [];
const REVIEW = {
  id: "7",
  headline: "Sturdy",
  comment: "<b>No</b> leaks",
  rating: 4,
  date: "2025-06-05T10:00:00.000Z",
  principal: { name: "Layla A" },
};

function json(response: import("node:http").ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

serveStandInApi((request, response) => {
  const url = new URL(request.url ?? "/", "http://api");
  requests.push(url);
  const path = decodeURIComponent(url.pathname.replace("/occ/v2/dukkan/", ""));
  if (path === "products") {
    const codes = (url.searchParams.get("codes") ?? "").split(",");
    return json(response, 200, { products: codes.flatMap((code) => (CATALOG[code] ? [CATALOG[code]] : [])) });
  }
  // The CMS product page template: the buy block without pictures, and one tab.
  if (path === "cms/pages") {
    return json(response, 200, {
      uid: "productDetails",
      typeCode: "ProductPage",
      template: "ProductDetailsPageTemplate",
      name: "Product details",
      contentSlots: {
        contentSlot: [
          {
            slotId: "productDetails-Summary",
            position: "Summary",
            components: {
              component: [
                { uid: "ProductAddToCartComponent", typeCode: "ProductAddToCartComponent" },
                { uid: "ProductIntroComponent", typeCode: "ProductIntroComponent" },
              ],
            },
          },
          {
            slotId: "productDetails-Tabs",
            position: "Tabs",
            components: {
              component: [{ uid: "ProductTabs", typeCode: "CMSTabParagraphContainer", components: "UsageTab" }],
            },
          },
        ],
      },
    });
  }
  if (path === "cms/components") {
    return json(response, 200, {
      component: [{ uid: "UsageTab", typeCode: "CMSTabParagraphComponent", tabType: "usage", title: "Using it" }],
    });
  }
  if (path === "products/1001-01/reviews") return json(response, 200, { reviews: [REVIEW] });
  if (path.endsWith("/reviews")) return json(response, 200, { reviews: [] });
  const code = path.replace(/^products\//, "");
  if (code === "5000-00") return json(response, 500, { errors: [{ type: "ServerError", message: "boom" }] });
  const product = CATALOG[code];
  if (!product) {
    return json(response, 400, {
      errors: [{ type: "UnknownIdentifierError", message: `Product with code '${code}' not found!` }],
    });
  }
  return json(response, 200, product);
});

function request(path: string, cookie?: string) {
  return new Request(`https://shop.example${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

function productPage(
  lang: string,
  productCodeAndName: string,
  { search = "", cookie }: { search?: string; cookie?: string } = {},
) {
  const path = `/${lang}/product/${productCodeAndName}${search}`;
  return loader({ request: request(path, cookie), params: { lang, productCodeAndName }, context: {} } as Parameters<
    typeof loader
  >[0]);
}

/** What the loader threw: a Response (redirects) or React Router's data() with a status. */
async function thrownBy(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    if (error && typeof error === "object" && "init" in error) {
      return { status: (error as { init: { status: number } }).init.status };
    }
    throw error;
  }
  throw new Error("The loader did not throw");
}

describe("product page loader", () => {
  it("loads the product in the page's language with the shopper's area", async () => {
    const session = await getSession(request("/"));
    session.set("area", "AE-DU-MARINA");
    const cookie = (await commitSession(session)).split(";")[0]!;
    const page = await productPage("ar", "1001-01-paper-cup-8oz", { cookie });
    expect(page.product.code).toBe("1001-01");
    const call = requests.find((url) => url.pathname.endsWith("/products/1001-01"))!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ fields: "FULL", lang: "ar", area: "AE-DU-MARINA" });
  });

  it("lays the page out from the CMS product page template the API picks for the product", async () => {
    const page = await productPage("en", "1001-01-paper-cup-8oz");
    expect(page.layout).toEqual([
      { kind: "summary", gallery: false, parts: ["addToCart", "intro"] },
      { kind: "tabs", tabs: [{ id: "usage", heading: { kind: "title", title: "Using it" } }] },
    ]);
    const call = requests.findLast((url) => url.pathname.endsWith("/cms/pages"))!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ pageType: "ProductPage", code: "1001-01" });
    // A guest has no orders to show (and the template has no order-history tab).
    expect(page.tabOrders).toBeNull();
  });

  it("sanitises the catalogue HTML and keeps the raw HTML out of the page data", async () => {
    const page = await productPage("en", "1001-01-paper-cup-8oz");
    expect(page.summaryHtml).toBe("<p>Double-wall <b>paper</b> cup.</p><ul><li>Hot &amp; cold</li></ul>");
    expect(page.usageHtml).toBe("<ul><li>Coffee</li></ul>");
    expect(page.product).not.toHaveProperty("summary");
    expect(page.product).not.toHaveProperty("usage");
  });

  it("loads the product's reviews and what the Reviews tab shows from ?review=", async () => {
    const page = await productPage("en", "1001-01-paper-cup-8oz");
    expect(page.reviews).toEqual([REVIEW]);
    expect(page.reviewView).toBe("list");
    for (const view of ["write", "all", "thanks"]) {
      expect((await productPage("en", "1001-01-paper-cup-8oz", { search: `?review=${view}` })).reviewView).toBe(view);
    }
    expect((await productPage("en", "1001-01-paper-cup-8oz", { search: "?review=<x>" })).reviewView).toBe("list");
  });

  it("prepares the title, description, canonical page URL and the category trail", async () => {
    const page = await productPage("ar", "1001-01-paper-cup-8oz");
    expect(page.seo).toMatchObject({
      title: "Paper Cup 8oz | Dukkan",
      description: "Double-wall paper cup. Hot & cold",
      path: "/ar/product/1001-01-paper-cup-8oz",
    });
    expect(page.pageUrl).toBe("https://shop.example/ar/product/1001-01-paper-cup-8oz");
    expect(page.trail.map((crumb) => crumb.label)).toEqual(["Disposables", "Cups"]);
  });

  it("counts the days until the announced stock arrives", async () => {
    const page = await productPage("en", "1001-01-paper-cup-8oz");
    expect(page.availableInDays).toBeGreaterThan(300);
  });

  it("answers 301 to the canonical URL, in the same language, when the name part differs", async () => {
    expect(await thrownBy(productPage("en", "1001-01-old-name", { search: "?utm_source=mail" }))).toEqual({
      status: 301,
      location: "/en/product/1001-01-paper-cup-8oz?utm_source=mail",
    });
    expect(await thrownBy(productPage("ar", "1001-01"))).toEqual({
      status: 301,
      location: "/ar/product/1001-01-paper-cup-8oz",
    });
    expect(await thrownBy(productPage("en", "1001-01-Paper-Cup-8oz"))).toMatchObject({ status: 301 });
  });

  it("answers 404 for segments that are no product path, without asking the API", async () => {
    const before = requests.length;
    for (const segment of ["paper-cup", "kit~party~1-1", "12-ab-cup", "kit_1001-01-cup"]) {
      expect(await thrownBy(productPage("en", segment)), segment).toEqual({ status: 404 });
    }
    expect(requests.length).toBe(before);
  });

  it("answers 404 for unknown and disabled products and for unknown languages", async () => {
    expect(await thrownBy(productPage("en", "9999-99-ghost"))).toEqual({ status: 404 });
    expect(await thrownBy(productPage("en", "3001-01-retired-plate"))).toEqual({ status: 404 });
    expect(await thrownBy(productPage("fr", "1001-01-paper-cup-8oz"))).toEqual({ status: 404 });
  });

  it("lets API failures through as errors rather than a missing page", async () => {
    await expect(productPage("en", "5000-00-broken")).rejects.toThrow("boom");
  });

  it("sends shoppers on a base product to its selected variant", async () => {
    expect(await thrownBy(productPage("en", "2001-00-food-container"))).toEqual({
      status: 302,
      location: "/en/product/2001-01-food-container-500-ml",
    });
  });

  it("loads a kit's components, keeping the code of those the API does not know", async () => {
    const page = await productPage("en", "kit~party~1-1-party-kit");
    expect(page.kitTemplates).toEqual([
      {
        id: "party-kit",
        name: "Party Kit",
        components: [
          { code: "1001-01", quantity: 2, product: expect.objectContaining({ name: "Paper Cup 8oz" }) },
          { code: "9999-99", quantity: 1, product: undefined },
        ],
      },
    ]);
  });
});

describe("product fallback loader (/p/{code})", () => {
  const fallback = (lang: string, productCode: string) =>
    fallbackLoader({
      request: request(`/${lang}/p/${productCode}`),
      params: { lang, productCode },
      context: {},
    } as Parameters<typeof fallbackLoader>[0]);

  it("answers 301 to the canonical product URL in the same language", async () => {
    const response = await fallback("ar", "1001-01");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/ar/product/1001-01-paper-cup-8oz");
    const kit = await fallback("en", "kit~party~1-1");
    expect(kit.headers.get("Location")).toBe("/en/product/kit~party~1-1-party-kit");
  });

  it("answers 404 for unknown and malformed codes", async () => {
    expect(await thrownBy(fallback("en", "9999-99"))).toEqual({ status: 404 });
    expect(await thrownBy(fallback("en", "' OR 1=1 --"))).toEqual({ status: 404 });
  });
});
