import { describe, expect, it } from "vitest";
import { myAccountErrorKey, readEmailChangeForm } from "./email-change-form";
import { readPasswordChangeForm } from "./password-change-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the update-password form", () => {
  it("requires the three fields", () => {
    expect(readPasswordChangeForm(form({}))).toEqual({
      ok: false,
      fieldErrors: {
        oldPassword: "formErrors.required",
        newPassword: "formErrors.required",
        newPasswordConfirm: "formErrors.required",
      },
    });
  });

  it("applies the password rule to the new password and asks the confirmation to match", () => {
    expect(
      readPasswordChangeForm(form({ oldPassword: "Old#pass1", newPassword: "simple", newPasswordConfirm: "simple" })),
    ).toEqual({ ok: false, fieldErrors: { newPassword: "formErrors.cxInvalidPassword" } });
    expect(
      readPasswordChangeForm(
        form({ oldPassword: "Old#pass1", newPassword: "Newer#Pass1", newPasswordConfirm: "Newer#Pass2" }),
      ),
    ).toEqual({ ok: false, fieldErrors: { newPasswordConfirm: "formErrors.cxPasswordsMustMatch" } });
    expect(
      readPasswordChangeForm(
        form({ oldPassword: "Old#pass1", newPassword: "Newer#Pass1", newPasswordConfirm: "Newer#Pass1" }),
      ),
    ).toEqual({ ok: true, oldPassword: "Old#pass1", newPassword: "Newer#Pass1" });
  });
});

describe("the update-e-mail form", () => {
  it("requires valid, equal e-mails and the password", () => {
    expect(readEmailChangeForm(form({ email: "not-an-email", confirmEmail: "" }))).toMatchObject({
      ok: false,
      fieldErrors: {
        email: "formErrors.cxInvalidEmail",
        confirmEmail: "formErrors.required",
        password: "formErrors.required",
      },
    });
    expect(
      readEmailChangeForm(form({ email: "new@example.ae", confirmEmail: "other@example.ae", password: "x" })),
    ).toMatchObject({ ok: false, fieldErrors: { confirmEmail: "updateEmailForm.emailsMustMatch" } });
  });

  it("answers the new e-mail in lower case when the confirmation differs only in case", () => {
    expect(
      readEmailChangeForm(form({ email: " New@Example.ae ", confirmEmail: "new@example.AE", password: "pw" })),
    ).toEqual({
      ok: true,
      values: { email: "New@Example.ae", confirmEmail: "new@example.AE" },
      newEmail: "new@example.ae",
      password: "pw",
    });
  });
});

describe("the account errors", () => {
  it("names the API's code as myAccountError.{code}, and anything else error_saving", () => {
    expect(myAccountErrorKey({ message: "error_uid_existing" })).toBe("myAccountError.error_uid_existing");
    expect(myAccountErrorKey({ message: "Old password does not match", reason: "error_password_mismatch" })).toBe(
      "myAccountError.error_password_mismatch",
    );
    expect(myAccountErrorKey({ message: "Something else" })).toBe("myAccountError.error_saving");
    expect(myAccountErrorKey(undefined)).toBe("myAccountError.error_saving");
  });
});
