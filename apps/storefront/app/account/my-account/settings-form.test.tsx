import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../ui/render.test-support";
import { refusalOf, SettingsFormAlert, SettingsFormButtons } from "./settings-form";

const SOCIAL_USER = "You sign in with a social account, so there is no password to change here.";

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

  it("is the one alert shown, in the page's language", () => {
    const refused = { key: "myAccountError.error_password_mismatch" } as const;
    const alert = (props: { refusal?: typeof refused | { text: string }; done?: string }, language?: "ar") =>
      renderOnPage(<SettingsFormAlert {...props} socialUser messages="updatePasswordForm" />, language);
    expect(alert({ refusal: refused, done: "Saved." })).toContain("The password is not correct.");
    expect(alert({ refusal: refused, done: "Saved." })).not.toContain("Saved.");
    expect(alert({ refusal: refused }, "ar")).toContain("كلمة المرور غير صحيحة.");
    expect(alert({ refusal: { text: "Try again in 5 minutes." } })).toContain("Try again in 5 minutes.");
  });
});

describe("SettingsFormAlert", () => {
  it("says what the last change did, else why a social-login customer cannot change this, else nothing", () => {
    const alert = (done: string | undefined, socialUser: boolean) =>
      renderOnPage(<SettingsFormAlert done={done} socialUser={socialUser} messages="updatePasswordForm" />);
    expect(alert("Your password was changed.", true)).toContain("Your password was changed.");
    expect(alert(undefined, true)).toContain(SOCIAL_USER);
    expect(alert(undefined, false)).toBe("");
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
