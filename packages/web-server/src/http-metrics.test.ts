import { describe, expect, it } from "vitest";
import { rememberingRouteLabel, routeLabel, routeTree } from "./http-metrics.mjs";

/** The shape of React Router's build.routes: a flat manifest, each route naming its parent. */
const manifest = {
  root: { id: "root", path: "" },
  lang: { id: "lang", parentId: "root", path: ":lang" },
  home: { id: "home", parentId: "lang", index: true },
  product: { id: "product", parentId: "lang", path: "product/:productCodeAndName" },
  category: { id: "category", parentId: "lang", path: "category/*" },
  robots: { id: "robots", parentId: "root", path: "robots.txt" },
};

describe("the route label of a request in the web apps' metrics", () => {
  const tree = routeTree(manifest);

  it("is the route pattern, never the URL, so shoppers' paths do not make new series", () => {
    expect(routeLabel(tree, "/en/product/PK-100-Paper-cup")).toBe("/:lang/product/:productCodeAndName");
    expect(routeLabel(tree, "/ar/product/PK-200")).toBe("/:lang/product/:productCodeAndName");
    expect(routeLabel(tree, "/en/category/cups/paper")).toBe("/:lang/category/*");
    expect(routeLabel(tree, "/robots.txt")).toBe("/robots.txt");
  });

  it("names the language home, built files and paths no route renders", () => {
    expect(routeLabel(tree, "/en")).toBe("/:lang");
    expect(routeLabel(tree, "/assets/entry.client-abc123.js")).toBe("assets");
    expect(routeLabel(tree, "/en/nothing/here")).toBe("unmatched");
  });

  it("gives the same labels when it remembers them, also after forgetting the oldest of many paths", () => {
    const labelOf = rememberingRouteLabel(tree);
    expect(labelOf("/en/product/PK-100")).toBe("/:lang/product/:productCodeAndName");
    expect(labelOf("/en/product/PK-100")).toBe("/:lang/product/:productCodeAndName");
    for (let index = 0; index < 6_000; index++) labelOf(`/ar/category/c-${index}`);
    expect(labelOf("/en/product/PK-100")).toBe("/:lang/product/:productCodeAndName");
    expect(labelOf("/ar/category/c-0")).toBe("/:lang/category/*");
    expect(labelOf("/en/nothing/here")).toBe("unmatched");
    expect(labelOf("/assets/entry.client-abc123.js")).toBe("assets");
  });
});
