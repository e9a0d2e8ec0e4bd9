import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { useTranslation } from "./use-translation";

function SignOut() {
  const { t } = useTranslation();
  return <span>{t("miniLogin.signOut")}</span>;
}

function Language() {
  const { i18n } = useTranslation();
  return <span>{i18n.language}</span>;
}

describe("useTranslation", () => {
  it("translates in the language of the nearest provider, English and Arabic in one render", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor("en")}>
        <SignOut />
        <Language />
        <I18nextProvider i18n={i18nFor("ar")}>
          <SignOut />
          <Language />
        </I18nextProvider>
        <SignOut />
      </I18nextProvider>,
    );
    expect(html).toBe(
      "<span>Sign out</span><span>en</span><span>تسجيل الخروج</span><span>ar</span><span>Sign out</span>",
    );
  });
});
