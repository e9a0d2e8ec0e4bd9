import { describe, expect, it } from "vitest";
import { StaffApiError } from "../api/staff-api.server";
import { isLocalPath } from "../session/require-staff.server";
import { failureOf } from "./sign-in.server";

describe("a refused sign-in step", () => {
  it("tells a rate-limited member how many minutes to wait, rounded up", () => {
    const limited = new StaffApiError(429, [{ type: "TooManyRequestsError", message: "slow down" }], 125);
    expect(failureOf(limited, "password")).toEqual({ error: "rateLimited", retryAfterMinutes: 3 });
  });

  it("says the password or the code was wrong", () => {
    const refused = new StaffApiError(401, [{ type: "InvalidCredentialsError", message: "no" }]);
    expect(failureOf(refused, "password")).toEqual({ error: "invalid" });
    expect(failureOf(refused, "code")).toEqual({ error: "invalidCode" });
  });

  it("lets an unexpected failure through as an error", () => {
    expect(() => failureOf(new StaffApiError(500, []), "password")).toThrow();
    expect(() => failureOf(new Error("network"), "password")).toThrow("network");
  });
});

describe("the return address after sign-in", () => {
  it("is a path on this app, never another site", () => {
    expect(isLocalPath("/en/orders?status=CREATED")).toBe(true);
    expect(isLocalPath("//evil.example/")).toBe(false);
    expect(isLocalPath("https://evil.example/")).toBe(false);
    expect(isLocalPath("/\\evil.example")).toBe(false);
  });
});
