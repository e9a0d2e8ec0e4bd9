import "@fontsource-variable/inter";
import "@fontsource-variable/noto-kufi-arabic";
import { direction, resolveLanguage } from "@dukkan/i18n";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { i18nFor, messagesUrl } from "./i18n/i18n";
import { ErrorScreen } from "./layout/error-screen";
import { useNonce } from "@dukkan/web-server/nonce";
import { useServiceWorker } from "./installable/service-worker-registration";
import { manifestPath, THEME_COLOUR } from "./installable/web-app-manifest";

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
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="manifest" href={manifestPath(language)} />
        <link rel="apple-touch-icon" href="/images/app/icon-192.png" />
        {/* The entry imports the page's message catalogue before it hydrates: fetch it with the other scripts. */}
        <link rel="modulepreload" href={messagesUrl(language)} nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh antialiased">
        <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The root's effect runs after every route's on first render: from here on the whole page answers to React.
  // Browser tests wait for this mark before they click controls that only work once hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useServiceWorker();
  return <Outlet />;
}

/** Errors outside the language tree (e.g. `/xx/…`) or before the shop's header could load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorScreen notFound={notFound} standalone />;
}
