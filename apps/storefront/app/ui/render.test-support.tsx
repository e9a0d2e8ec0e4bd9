/** Renders a kit component as the server does, inside a page of the given language (router + translations). */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { i18nFor } from "../i18n/i18n";

export function renderOnPage(element: ReactNode, language: "en" | "ar" = "en"): string {
  const Stub = createRoutesStub([{ path: "/:lang", Component: () => element }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <Stub initialEntries={[`/${language}`]} />
    </I18nextProvider>,
  );
}
