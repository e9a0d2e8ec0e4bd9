import { describe, expect, it } from "vitest";
import { socialNetworkOf } from "./social-networks";

describe("social network from a link title", () => {
  it("recognises networks by name, in any case and wording", () => {
    expect(socialNetworkOf("Instagram")).toBe("instagram");
    expect(socialNetworkOf("Follow us on FACEBOOK")).toBe("facebook");
    expect(socialNetworkOf("Twitter")).toBe("x");
    expect(socialNetworkOf("X")).toBe("x");
    expect(socialNetworkOf("https://www.tiktok.com/@dukkan")).toBe("tiktok");
    expect(socialNetworkOf("WhatsApp us")).toBe("whatsapp");
  });

  it("does not guess for unknown titles", () => {
    expect(socialNetworkOf("Our blog")).toBeUndefined();
    expect(socialNetworkOf("Explore")).toBeUndefined();
  });
});
