import type { NavigationNode } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { buildMenu, entryUids, nodeStyleClass, topLevelOf } from "./menu";

const node = (
  uid: string,
  title: string | undefined,
  url?: string,
  children: NavigationNode[] = [],
): NavigationNode => ({
  uid,
  ...(title ? { title } : {}),
  ...(url ? { url } : {}),
  entries: [],
  children,
});

describe("navigation menu", () => {
  it("gives each node the spec's style class", () => {
    expect(nodeStyleClass("Shop By  Occasion")).toBe("node-shop-by-occasion");
    expect(nodeStyleClass("عروض")).toBe("node-عروض");
  });

  it("keeps reachable links and drops nodes whose route does not exist yet", () => {
    const root = node("root", "Main", undefined, [
      node("about", "About us", "/aboutus"),
      node("guest", "Guest checkout", "/checkout-login", [node("quick", "Quick order", "/quick-order")]),
      node("help", "Help", undefined, [node("faq", "FAQs", "/faqs"), node("checkout", "Checkout", "/checkout")]),
    ]);
    const menu = buildMenu(root, "ar");
    expect(menu.map((entry) => entry.id)).toEqual(["about", "help"]);
    expect(menu[0]).toMatchObject({
      title: "About us",
      styleClass: "node-about-us",
      link: { to: { pathname: "/ar/aboutus" } },
    });
    expect(menu[1]?.link).toBeUndefined();
    expect(menu[1]?.children.map((child) => child.id)).toEqual(["faq"]);
  });

  it("takes the link from the node's link component entry when the node has no url", () => {
    const root = node("root", undefined, undefined, [
      { ...node("contact", undefined), entries: [{ itemType: "CMSLinkComponent", itemId: "ContactLink" }] },
    ]);
    const menu = buildMenu(root, "en", new Map([["ContactLink", { url: "/contactUs", title: "Contact us" }]]));
    expect(menu).toEqual([
      {
        id: "contact",
        title: "Contact us",
        styleClass: "node-contact-us",
        link: { kind: "internal", to: { pathname: "/en/contactUs", search: "", hash: "" } },
        children: [],
      },
    ]);
  });

  it("gives each category node the picture of its banner entry", () => {
    const banner = (uid: string) => [{ itemType: "SimpleResponsiveBannerComponent", itemId: uid }];
    const root = node("root", "Categories", undefined, [
      {
        ...node("cups", "Cups", "/aboutus", [
          { ...node("paper", "Paper cups", "/faqs"), entries: banner("BannerPaper") },
        ]),
        entries: banner("BannerCups"),
      },
    ]);
    expect(entryUids(root)).toEqual(["BannerCups", "BannerPaper"]);
    const menu = buildMenu(
      root,
      "en",
      new Map([
        ["BannerCups", { media: { url: "/medias/cups", alt: "Cups" }, url: "/category/cups" }],
        ["BannerPaper", { media: { url: "/medias/paper", alt: "Paper cups" } }],
      ]),
    );
    expect(menu[0]?.media).toEqual({ url: "/medias/cups", alt: "Cups" });
    expect(menu[0]?.link).toMatchObject({ to: { pathname: "/en/aboutus" } });
    expect(menu[0]?.children[0]).toMatchObject({ styleClass: "node-paper-cups", media: { url: "/medias/paper" } });
  });

  it("keeps the top level for every page, saying which entries open a panel", () => {
    const root = node("root", "Main", undefined, [
      node("cups", "Cups", "/category/cups", [node("paper", "Paper cups", "/category/cups/paper")]),
      node("about", "About us", "/aboutus"),
    ]);
    expect(topLevelOf(buildMenu(root, "en"))).toEqual([
      {
        id: "cups",
        title: "Cups",
        styleClass: "node-cups",
        link: { kind: "internal", to: { pathname: "/en/category/cups", search: "", hash: "" } },
        hasPanel: true,
      },
      {
        id: "about",
        title: "About us",
        styleClass: "node-about-us",
        link: { kind: "internal", to: { pathname: "/en/aboutus", search: "", hash: "" } },
        hasPanel: false,
      },
    ]);
  });
});
