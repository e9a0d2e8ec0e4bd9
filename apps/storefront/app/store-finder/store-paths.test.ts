import { describe, expect, it } from "vitest";
import { directionsUrl, readStoreSearch, storeFinderPath, storePath } from "./store-paths";

describe("store finder URLs", () => {
  it("reads a text search and a position, rounding the position to four decimals", () => {
    expect(readStoreSearch(new URLSearchParams("query=%20Sharjah%20"))).toEqual({ query: "Sharjah" });
    expect(readStoreSearch(new URLSearchParams("latitude=25.123456&longitude=55.98765"))).toEqual({
      position: { latitude: 25.1235, longitude: 55.9877 },
    });
  });

  it("ignores a half or out-of-range position and an empty query", () => {
    expect(readStoreSearch(new URLSearchParams("latitude=25.1"))).toEqual({});
    expect(readStoreSearch(new URLSearchParams("latitude=95&longitude=55"))).toEqual({});
    expect(readStoreSearch(new URLSearchParams("latitude=abc&longitude=55&query="))).toEqual({});
  });

  it("builds the finder, store and directions links", () => {
    expect(storeFinderPath("ar", { query: "دبي" })).toBe("/ar/store-finder?query=%D8%AF%D8%A8%D9%8A");
    expect(storeFinderPath("en", { position: { latitude: 25.08, longitude: 55.14 } })).toBe(
      "/en/store-finder?latitude=25.08&longitude=55.14",
    );
    expect(storeFinderPath("en")).toBe("/en/store-finder");
    expect(storePath("en", "dukkan-deira")).toBe("/en/store-finder/dukkan-deira");
    expect(directionsUrl({ latitude: 25.2686, longitude: 55.3197 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=25.2686,55.3197",
    );
  });
});
