import { describe, expect, it } from "vitest";
import { formatReviewDate, INITIAL_REVIEWS, reviewerName, visibleReviews } from "./review-format";
import { parseReviewForm } from "./review-form";

describe("formatReviewDate", () => {
  it("writes dd/MMM/yyyy in the shop's time zone", () => {
    expect(formatReviewDate("2025-06-05T10:00:00Z", "en")).toBe("05/Jun/2025");
    expect(formatReviewDate("2025-09-30T08:00:00Z", "en")).toBe("30/Sep/2025");
    // 22:30 UTC on 31 December is already New Year's Day in Dubai (UTC+4).
    expect(formatReviewDate("2025-12-31T22:30:00Z", "en")).toBe("01/Jan/2026");
  });

  it("uses Arabic month names with Western digits in Arabic", () => {
    expect(formatReviewDate("2025-06-05T10:00:00Z", "ar")).toBe("05/يونيو/2025");
  });

  it("gives nothing for an unreadable date", () => {
    expect(formatReviewDate("yesterday", "en")).toBe("");
  });
});

describe("visibleReviews", () => {
  const reviews = Array.from({ length: 7 }, (_, index) => index);

  it("shows the first few until expanded, then all", () => {
    expect(visibleReviews(reviews, false)).toEqual(reviews.slice(0, INITIAL_REVIEWS));
    expect(visibleReviews(reviews, true)).toEqual(reviews);
    expect(visibleReviews(reviews.slice(0, 2), false)).toEqual([0, 1]);
  });
});

describe("reviewerName", () => {
  it("prefers the alias and falls back to the account name", () => {
    expect(reviewerName({ alias: "Layla from JLT", principal: { name: "Layla A" } })).toBe("Layla from JLT");
    expect(reviewerName({ alias: "  ", principal: { name: "Layla A" } })).toBe("Layla A");
    expect(reviewerName({ principal: { name: "Layla A" } })).toBe("Layla A");
  });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parseReviewForm", () => {
  it("maps a complete form to the API's review", () => {
    expect(
      parseReviewForm(form({ rating: "4", title: " Good ", comment: "Solid lids.", reviewerName: "Layla" })),
    ).toEqual({ ok: true, review: { rating: 4, headline: "Good", comment: "Solid lids.", alias: "Layla" } });
    expect(parseReviewForm(form({ rating: "5", title: "A", comment: "B", reviewerName: "" }))).toEqual({
      ok: true,
      review: { rating: 5, headline: "A", comment: "B" },
    });
  });

  it("requires rating, title and comment, keeping what was typed", () => {
    const parsed = parseReviewForm(form({ title: "  ", comment: "", reviewerName: "Sam" }));
    expect(parsed).toEqual({
      ok: false,
      errors: {
        rating: { key: "ratingRequired" },
        title: { key: "headlineRequired" },
        comment: { key: "commentRequired" },
      },
      values: { rating: "", title: "", comment: "", reviewerName: "Sam" },
    });
  });

  it.each(["0", "6", "3.5", "four"])("rejects the rating %s", (rating) => {
    const parsed = parseReviewForm(form({ rating, title: "A", comment: "B" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual({ rating: { key: "ratingRequired" } });
  });

  it("limits the lengths the API accepts", () => {
    const parsed = parseReviewForm(
      form({ rating: "3", title: "t".repeat(256), comment: "c".repeat(5001), reviewerName: "n".repeat(101) }),
    );
    expect(parsed.ok ? undefined : parsed.errors).toEqual({
      title: { key: "headlineTooLong", max: 255 },
      comment: { key: "commentTooLong", max: 5000 },
      reviewerName: { key: "reviewerNameTooLong", max: 100 },
    });
  });
});
