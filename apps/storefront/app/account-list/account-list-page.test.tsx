import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../ui/render.test-support";
import {
  AccountListEmpty,
  AccountListHeader,
  AccountListRow,
  AccountTablePage,
  type AccountTableSpec,
} from "./account-list-page";

const SORTS = ["byDate", "byRMA"] as const;
type Sort = (typeof SORTS)[number];

/** A return request list as the returns page declares it; its texts are the catalogue's returnRequestList. */
const RETURNS: AccountTableSpec<Sort> = {
  list: {
    testId: "return-list",
    messages: "returnRequestList",
    href: (language, { page, sort }) => `/${language}/my-account/returns?page=${page}&sort=${sort}`,
  },
  loader: { sorts: SORTS, defaultSort: "byDate", titleKey: "returnRequestList.title" },
  table: { columns: ["rma", "status"], action: "seeDetails" },
  empty: { testId: "no-returns", icon: "package", text: "EmptyReturns", startShopping: true },
};

function returnsPage(
  { page = 1, totalPages = 1, totalResults = 3 }: { page?: number; totalPages?: number; totalResults?: number },
  more: { headerWhenEmpty?: boolean } = {},
) {
  return (
    <AccountTablePage
      spec={RETURNS}
      data={{ list: { pagination: { totalPages, totalResults } }, query: { page, sort: "byRMA" }, title: "Returns" }}
      rows={
        <AccountListRow testId="return-row" number="R-1" detailsTo="/en/my-account/returns/R-1">
          <td>Refunded</td>
        </AccountListRow>
      }
      {...more}
    />
  );
}

const navs = (html: string) => [...html.matchAll(/<nav aria-label="([^"]*)"/g)].map(([, label]) => label);
/** The address of the first link with this accessible name. */
const linkTo = (html: string, label: string) =>
  new RegExp(`<a [^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0].match(/href="([^"]*)"/)?.[1];

describe("AccountTablePage", () => {
  it("names the page links above and below the table, each to its page in the list's sort", () => {
    const html = renderOnPage(returnsPage({ page: 2, totalPages: 3, totalResults: 12 }));
    expect(navs(html)).toEqual(["Return request pages", "Return request pages, bottom"]);
    expect(linkTo(html, "Page 1")).toBe("/en/my-account/returns?page=1&amp;sort=byRMA");
    expect(linkTo(html, "Page 3")).toBe("/en/my-account/returns?page=3&amp;sort=byRMA");
    expect(linkTo(html, "Next page")).toBe("/en/my-account/returns?page=3&amp;sort=byRMA");
    expect(html.match(/aria-current="page"/g)).toHaveLength(2);
    expect(html.match(/Page 2 of 3/g)).toHaveLength(2);
  });

  it("shows the heading, the sort and the table with its hidden caption and headings, without page links on one page", () => {
    const html = renderOnPage(returnsPage({}));
    expect(html).toContain('data-testid="return-list"');
    expect(html).toMatch(/<h1 [^>]*>Returns<\/h1>/);
    expect(html).toContain('<option value="byRMA" selected="">Return number</option>');
    expect(navs(html)).toEqual([]);
    expect(html).toContain('<caption class="sr-only">Your return requests</caption>');
    expect([...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map(([, text]) => text)).toEqual([
      "Return number",
      "Status",
      '<span class="sr-only">See details</span>',
    ]);
    expect(html).toMatch(
      /<tr [^>]*data-testid="return-row"><td [^>]*><a [^>]*href="\/en\/my-account\/returns\/R-1"[^>]*>R-1<\/a><\/td><td>Refunded<\/td><\/tr>/,
    );
    expect(html).not.toContain("You have no return requests.");
  });

  it("shows the empty state with a way back to the shop instead of the table and page links", () => {
    const html = renderOnPage(returnsPage({ totalResults: 0, totalPages: 3 }));
    expect(html).toContain('data-testid="no-returns"');
    expect(html).toContain("You have no return requests.");
    expect(html).toMatch(/<a [^>]*href="\/en\/"[^>]*>Start shopping<\/a>/);
    expect(html).toMatch(/<h1 [^>]*>Returns<\/h1>/);
    expect(html).not.toContain("<table");
    expect(html).not.toContain("<form");
    expect(navs(html)).toEqual([]);
  });

  it("can leave the heading out when there is nothing to list", () => {
    const html = renderOnPage(returnsPage({ totalResults: 0 }, { headerWhenEmpty: false }));
    expect(html).not.toContain("<h1");
    expect(html).toContain("You have no return requests.");
    expect(renderOnPage(returnsPage({ totalResults: 2 }, { headerWhenEmpty: false }))).toMatch(
      /<h1 [^>]*>Returns<\/h1>/,
    );
  });

  it("is in the page's language", () => {
    const html = renderOnPage(returnsPage({ totalResults: 0 }), "ar");
    expect(html).toContain("ليست لديك طلبات إرجاع.");
    expect(html).toMatch(/<a [^>]*href="\/ar\/"[^>]*>ابدأ التسوق<\/a>/);
  });
});

describe("AccountListEmpty", () => {
  it("has no shop link when the list offers none", () => {
    const html = renderOnPage(<AccountListEmpty testId="no-tickets" icon="headset" text="You have no requests." />);
    expect(html).toContain("You have no requests.");
    expect(html).not.toContain("<a ");
  });
});

describe("AccountListHeader", () => {
  const header = (totalResults: number, more: { intro?: ReactNode; actions?: ReactNode } = {}) =>
    renderOnPage(
      <AccountListHeader
        heading="Requests (2)"
        totalResults={totalResults}
        sort={{ sort: "byRMA", sorts: SORTS, messages: "returnRequestList" }}
        {...more}
      />,
    );

  it("offers the sort only when there is more than one result", () => {
    expect(header(2)).toMatch(/<form [^>]*method="get"/);
    expect(header(2)).toContain(">Sort by</label>");
    expect(header(1)).not.toContain("<form");
    expect(header(0)).not.toContain("<form");
  });

  it("puts the intro under the heading and the actions beside the sort", () => {
    const html = header(2, { intro: <p>120 points</p>, actions: <a href="/en/new">Add request</a> });
    expect(html).toMatch(/<div class="flex flex-col gap-1"><h1[^>]*>Requests \(2\)<\/h1><p>120 points<\/p><\/div>/);
    expect(html).toMatch(/<div class="flex flex-wrap items-end gap-3"><form .*<\/form><a href="\/en\/new">/);
  });
});
