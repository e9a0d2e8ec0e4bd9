import { describe, expect, it } from "vitest";
import { pagedListHref, readPagedListQuery } from "./paged-list-query";

const SORTS = ["byDate", "byNumber"] as const;

describe("a paged account list's URL", () => {
  it("reads the page and a known sort", () => {
    expect(readPagedListQuery(new URLSearchParams("page=3&sort=byNumber"), SORTS, "byDate")).toEqual({
      page: 3,
      sort: "byNumber",
    });
    expect(readPagedListQuery(new URLSearchParams("page=100000"), SORTS, "byDate").page).toBe(100000);
  });

  it("takes anything odd as the first page in the default order", () => {
    for (const search of ["", "page=0", "page=-1", "page=2.5", "page=abc", "page=100001", "sort=byPrice", "sort="]) {
      expect(readPagedListQuery(new URLSearchParams(search), SORTS, "byDate"), search).toEqual({
        page: 1,
        sort: "byDate",
      });
    }
  });

  it("writes only what differs from the first page in the default order", () => {
    expect(pagedListHref("/en/my-account/returns", {}, "byDate")).toBe("/en/my-account/returns");
    expect(pagedListHref("/en/my-account/returns", { page: 1, sort: "byDate" }, "byDate")).toBe(
      "/en/my-account/returns",
    );
    expect(pagedListHref("/ar/my-account/returns", { page: 2, sort: "byNumber" }, "byDate")).toBe(
      "/ar/my-account/returns?page=2&sort=byNumber",
    );
    expect(pagedListHref("/en/my-account/returns", { sort: "byNumber" }, "byDate")).toBe(
      "/en/my-account/returns?sort=byNumber",
    );
  });
});
