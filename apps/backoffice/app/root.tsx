import "@fontsource-variable/inter";
import "@fontsource-variable/noto-kufi-arabic";
import { direction, resolveLanguage } from "@dukkan/i18n";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { i18nFor } from "./i18n/i18n";
import { useNonce } from "@dukkan/web-server/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The document: `<html lang dir>` follows the URL's language, so Arabic pages render right to left. */
export function Layout({ children }: { children: ReactNode }) {
  const language = resolveLanguage(useParams().lang);
  const nonce = useNonce();
  return (
    <html lang={language} dir={direction(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh text-ink-900 antialiased">
        <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests wait for this mark before they use controls that only work once hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold">{notFound ? t("notFound") : t("error")}</h1>
      <a className="text-brand-700 underline" href="/">
        {t("backHome")}
      </a>
    </main>
  );
}
