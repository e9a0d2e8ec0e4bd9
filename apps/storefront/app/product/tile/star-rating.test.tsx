import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../ui/render.test-support";
import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("draws the five stars as one labelled element filled to the rating, not as icons", () => {
    const html = renderOnPage(<StarRating rating={3.5} reviews={12} />);
    expect(html).toContain(
      '<span role="img" aria-label="Rated 3.5 out of 5" class="star-rating" style="--rating:70%">',
    );
    expect(html).not.toContain("<svg");
    expect(html).toContain('<span class="sr-only">12 reviews</span>');
  });

  it("says when a product has no rating, in Arabic too", () => {
    expect(renderOnPage(<StarRating />)).toContain('aria-label="Not rated yet"');
    expect(renderOnPage(<StarRating rating={4} />, "ar")).toContain('aria-label="التقييم 4.0 من 5"');
  });
});
