import { describe, expect, it } from "vitest";
import { privatePageMeta } from "./page-meta";

const args = (loaderData: { title: string; description?: string } | undefined) => ({
  matches: [{ id: "layout/language-layout", loaderData: { origin: "https://dukkan.ae" } }],
  location: { pathname: "/en/my-account/consents" },
  params: { lang: "en" },
  loaderData,
});

describe("a private page's meta tags", () => {
  it("are the page's title with the shop's name, its canonical links, and noindex", () => {
    const tags = privatePageMeta(args({ title: "Consents" }));
    expect(tags[0]).toEqual({ title: "Consents | Dukkan" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dukkan.ae/en/my-account/consents",
    });
    expect(tags.at(-1)).toEqual({ name: "robots", content: "noindex" });
    expect(tags.filter((tag) => "name" in tag && tag.name === "description")).toEqual([]);
  });

  it("carry the description a page's loader gives", () => {
    const tags = privatePageMeta(args({ title: "Wish list", description: "What you keep for later" }));
    expect(tags).toContainEqual({ name: "description", content: "What you keep for later" });
  });

  it("are none before the loader has answered", () => {
    expect(privatePageMeta(args(undefined))).toEqual([]);
  });
});
