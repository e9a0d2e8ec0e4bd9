/**
 * `/:lang`: every shop page lives under its language. The header and footer content is loaded here
 * once and kept while the shopper moves between pages of the same language.
 */
import { isLanguage } from "@dukkan/i18n";
import {
  Outlet,
  data,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/language-layout";
import { signedInCustomer } from "../account/auth.server";
import { publicOrigin } from "../seo/seo";
import { commitSession, getSession } from "../session/session.server";
import { wishlistCodes } from "../wishlist/wishlist.server";
import { ErrorScreen } from "./error-screen";
import { Footer } from "./footer";
import { Header } from "./header";
import { loadShell } from "./shell.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const session = await getSession(request);
  const sealedBefore = JSON.stringify(session.data);
  const [shell, customer] = await Promise.all([loadShell(params.lang), signedInCustomer(session, params.lang)]);
  // Every wishlist toggle on the page shows whether its product is saved (after the sign-in check above).
  const wishlist = customer ? await wishlistCodes(session, params.lang) : [];
  const body = { shell, customer: customer ?? null, wishlist, origin: publicOrigin(request.url) };
  // A refreshed token or a sign-in the API ended changes the session: re-seal the cookie.
  if (JSON.stringify(session.data) === sealedBefore) return body;
  return data(body, { headers: { "Set-Cookie": await commitSession(session) } });
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // After a form submission (sign-in) the header may change; otherwise only a language switch matters.
  if (formMethod) return defaultShouldRevalidate;
  return currentParams.lang !== nextParams.lang;
}

/** The layout's data, for pages building their meta tags (the public origin) or reading the shell. */
export function useLayoutData() {
  return useRouteLoaderData<typeof loader>("layout/language-layout");
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header shell={loaderData.shell} customer={loaderData.customer} />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <Outlet />
      </main>
      <Footer shell={loaderData.shell} />
    </div>
  );
}

/** Errors inside a page keep the shop's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useLayoutData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  if (!layout) return <ErrorScreen notFound={notFound} standalone />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header shell={layout.shell} customer={layout.customer} />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <ErrorScreen notFound={notFound} />
      </main>
      <Footer shell={layout.shell} />
    </div>
  );
}
