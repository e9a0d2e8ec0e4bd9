/** The native app bridge's message checks (shopping spec §4): only the four well-formed app messages pass. */
import { describe, expect, it } from "vitest";
import { ownShopPath, parseAppMessage } from "./app-bridge-messages";

const ORIGIN = "https://shop.example";

describe("parseAppMessage", () => {
  it("takes the app's four messages, as objects or JSON text", () => {
    expect(
      parseAppMessage({ type: "sendUserToken", deviceId: "phone-1", userUid: "amal@example.ae", token: "fcm:abc" }),
    ).toEqual({ type: "sendUserToken", deviceId: "phone-1", userUid: "amal@example.ae", token: "fcm:abc" });
    expect(
      parseAppMessage(JSON.stringify({ type: "updatedTokens", deviceId: "phone-1", userUid: "a@b.ae", token: "t2" })),
    ).toEqual({ type: "updatedTokens", deviceId: "phone-1", userUid: "a@b.ae", token: "t2" });
    expect(parseAppMessage({ type: "sendDeviceToken", deviceId: "phone-1", userUid: "a@b.ae", extra: 1 })).toEqual({
      type: "sendDeviceToken",
      deviceId: "phone-1",
      userUid: "a@b.ae",
    });
    expect(parseAppMessage({ type: "redirection", redirection: "/ar/cart" })).toEqual({
      type: "redirection",
      redirection: "/ar/cart",
    });
  });

  it("ignores unknown messages and wrong shapes", () => {
    for (const data of [
      null,
      "not json",
      [],
      { type: "getUserToken", userUid: "a@b.ae" },
      { type: "sendUserToken", deviceId: "phone-1", userUid: "a@b.ae" },
      { type: "sendUserToken", deviceId: "phone 1", userUid: "a@b.ae", token: "t" },
      { type: "sendDeviceToken", deviceId: 7, userUid: "a@b.ae" },
      { type: "updatedTokens", deviceId: "d", userUid: "a@b.ae", token: "x".repeat(4097) },
      { type: "redirection", redirection: "" },
      { type: "redirection" },
    ]) {
      expect(parseAppMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe("ownShopPath", () => {
  it("opens the shop's own language paths with their query and fragment", () => {
    expect(ownShopPath("/en/cart", ORIGIN)).toBe("/en/cart");
    expect(ownShopPath("/ar/my-account/order/00000042?track=1#top", ORIGIN)).toBe(
      "/ar/my-account/order/00000042?track=1#top",
    );
  });

  it("refuses other sites and anything outside the shop's pages", () => {
    for (const path of [
      "https://evil.example/en/cart",
      "//evil.example/en/cart",
      "/\\evil.example/en/cart",
      "javascript:alert(1)",
      "en/cart",
      "/fr/cart",
      "/medias/x.png",
      "/",
    ]) {
      expect(ownShopPath(path, ORIGIN), path).toBeNull();
    }
  });
});
