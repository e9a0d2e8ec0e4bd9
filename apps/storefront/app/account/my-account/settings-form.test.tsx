import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../ui/render.test-support";
import { RefusalAlert, refusalOf, SettingsFormButtons } from "./settings-form";

describe("a refusal of the API", () => {
  it("is the myAccountError message, or the API's own words after too many tries", () => {
    expect(refusalOf({ status: 400, message: "bad" }, "myAccountError.error_password_mismatch")).toEqual({
      refusal: { key: "myAccountError.error_password_mismatch" },
      status: 400,
    });
    expect(refusalOf({ status: 429, message: "Try again in 5 minutes." }, "myAccountError.error_saving")).toEqual({
      refusal: { text: "Try again in 5 minutes." },
      status: 429,
    });
  });

  it("is shown as an error in the page's language", () => {
    expect(renderOnPage(<RefusalAlert refusal={{ key: "myAccountError.error_password_mismatch" }} />)).toContain(
      "The password is not correct.",
    );
    expect(renderOnPage(<RefusalAlert refusal={{ key: "myAccountError.error_password_mismatch" }} />, "ar")).toContain(
      "كلمة المرور غير صحيحة.",
    );
    expect(renderOnPage(<RefusalAlert refusal={{ text: "Try again in 5 minutes." }} />)).toContain(
      "Try again in 5 minutes.",
    );
  });
});

describe("SettingsFormButtons", () => {
  it("goes back to My Account in the page's language or saves", () => {
    const html = renderOnPage(<SettingsFormButtons messages="updateEmailForm" busy={false} />, "en");
    expect(html).toMatch(/<a [^>]*href="\/en\/my-account"[^>]*>Cancel<\/a>/);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>Save<\/button>/);
    expect(renderOnPage(<SettingsFormButtons messages="updateEmailForm" busy />)).toContain(">Saving…</button>");
    expect(renderOnPage(<SettingsFormButtons messages="updateEmailForm" busy={false} />, "ar")).toMatch(
      /href="\/ar\/my-account"/,
    );
  });
});
