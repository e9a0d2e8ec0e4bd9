import { describe, expect, it } from "vitest";
import { briefCache } from "./brief-cache.server";

describe("answers kept for a moment", () => {
  it("loads once per key while kept, and again once the moment has passed", async () => {
    const loads: string[] = [];
    const cache = briefCache(1000, async (language: string) => {
      loads.push(language);
      return `${language}#${loads.length}`;
    });
    expect(await cache.get("en", 0)).toBe("en#1");
    expect(await cache.get("en", 999)).toBe("en#1");
    expect(await cache.get("ar", 999)).toBe("ar#2");
    expect(await cache.get("en", 1000)).toBe("en#3");
    expect(loads).toEqual(["en", "ar", "en"]);
  });

  it("lets requests that arrive while a load runs wait for that same load", async () => {
    let finish!: (value: string) => void;
    let loads = 0;
    const cache = briefCache(1000, () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const first = cache.get("en", 0);
    const second = cache.get("en", 10);
    finish("menu");
    expect(await Promise.all([first, second])).toEqual(["menu", "menu"]);
    expect(loads).toBe(1);
  });

  it("forgets a failed load at once, so the next request asks again", async () => {
    let calls = 0;
    const cache = briefCache(1000, async () => {
      calls += 1;
      if (calls === 1) throw new Error("the API is down");
      return "footer";
    });
    await expect(cache.get("en", 0)).rejects.toThrow("the API is down");
    expect(await cache.get("en", 1)).toBe("footer");
    expect(calls).toBe(2);
  });

  it("forgets everything when cleared", async () => {
    let calls = 0;
    const cache = briefCache(1000, async () => ++calls);
    await cache.get("en", 0);
    cache.clear();
    expect(await cache.get("en", 1)).toBe(2);
  });
});
