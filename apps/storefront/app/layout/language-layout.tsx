/**
 * `/:lang`: every shop page lives under its language. The header and footer content is loaded here
 * once and kept while the shopper moves between pages of the same language.
 */
import { useEffect, useState } from "react";
import { useKeepSitePosition } from "./site-position";
import {
  Outlet,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/language-layout";
import { activateAccount, REGISTER_TOKEN_PARAMETER } from "../account/activation.server";
import { isSignedIn, signedInCustomer } from "../account/auth.server";
import { publicOrigin } from "../seo/seo";
import { getSession, sessionHeaders, type Notice } from "../session/session.server";
import { wishlistCodes } from "../wishlist/wishlist.server";
import { AddedToCartDialog } from "../cart/added-to-cart-dialog";
import { cartSummary } from "../cart/cart-summary.server";
import { DeliveryAreaProvider } from "../area/area-dialog-context";
import { areaDialogRequested, loadAreaDialogData } from "../area/area-dialog.server";
import { headerArea } from "../area/area.server";
import { ErrorScreen } from "./error-screen";
import { Footer } from "./footer";
import { GlobalNotice } from "./global-notice";
import { Header } from "./header";
import { loadShell } from "./shell.server";
import { requireLanguage } from "../i18n/route-language";
import { loadMessages } from "../i18n/i18n";
import { resolveLanguage } from "@dukkan/i18n";
import { AppBridge } from "../native-app/app-bridge";
import { webPushPublicKey } from "../web-push/web-push.server";
import { WebPushPrompt } from "../web-push/web-push-prompt";
import { ChatLauncher } from "../chat/chat-launcher";
import { unpushedFunnelEvents } from "../analytics/pending-funnel-events.server";
import { PendingFunnelEvents } from "../analytics/funnel-trackers";
import { tagManagerConfig } from "../analytics/tag-manager-config";
import { readAnalyticsConsent } from "../analytics/analytics-consent.server";
import { TagManager } from "../analytics/tag-manager";
import { AgentBar } from "../assisted-service/agent-bar";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const session = await getSession(request);
  // Any page URL may carry the account-activation token (account spec §4.3): activate, then move on.
  const registerToken = new URL(request.url).searchParams.get(REGISTER_TOKEN_PARAMETER);
  if (registerToken !== null) {
    const { notice, destination } = await activateAccount(registerToken, {
      language: params.lang,
      signedIn: isSignedIn(session),
    });
    if (notice) session.set("notice", notice);
    const headers = await sessionHeaders(session);
    throw redirect(destination === "login" ? `/${params.lang}/login` : `/${params.lang}/`, { headers });
  }
  const sealedBefore = JSON.stringify(session.data);
  // A notice left by a redirect is shown once.
  const notice = session.data.notice ?? null;
  if (notice) session.unset("notice");
  // The analytics events of the last actions this browser has not pushed yet, for this page to push (decision 0069).
  const funnelEvents = unpushedFunnelEvents(session, request);
  const [shell, customer] = await Promise.all([loadShell(params.lang), signedInCustomer(session, params.lang)]);
  // Every wishlist toggle on the page shows whether its product is saved (after the sign-in check above).
  // The header's mini cart and free-shipping banner: one cart call, none when the shopper has no cart.
  const [wishlist, cart] = await Promise.all([
    customer ? wishlistCodes(session, params.lang) : ([] as string[]),
    cartSummary(session, params.lang),
  ]);
  // The 'Delivery to' widget's area; the dialog's data only when the URL asks for it open (no scripts).
  const [deliveryArea, areaDialog] = await Promise.all([
    headerArea(session, params.lang),
    areaDialogRequested(request.url) ? loadAreaDialogData(session, params.lang).catch(dialogUnavailable) : null,
  ]);
  const tagManager = tagManagerConfig();
  const body = {
    shell,
    customer: customer ?? null,
    wishlist,
    cart,
    notice,
    funnelEvents,
    // The tag manager, when the shop runs one, with this browser's answer to the consent banner (decision 0069).
    tagManager: tagManager ? { ...tagManager, consent: (await readAnalyticsConsent(request)) ?? null } : null,
    // The agent bar of an assisted-service session (decision 0076): who acts for whom.
    agent: session.data.agent
      ? { agentName: session.data.agent.agentName, customerName: session.data.agent.customerName }
      : null,
    origin: publicOrigin(request.url),
    language: params.lang,
    deliveryArea,
    areaDialog,
    // Web push is offered to signed-in customers when the shop has a VAPID key (decision 0062).
    // Never for an agent: the agent's browser must not receive the customer's notifications.
    webPush:
      customer && !session.data.agent && webPushPublicKey()
        ? { publicKey: webPushPublicKey()!, connected: Boolean(session.data.webPushEndpoint) }
        : null,
  };
  // A refreshed token or a sign-in the API ended changes the session: re-seal the cookie.
  if (JSON.stringify(session.data) === sealedBefore) return body;
  return data(body, { headers: await sessionHeaders(session) });
}

/** In the browser, a move to another language loads that language's messages with the layout's data (decision 0072). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadMessages(resolveLanguage(params.lang))]);
  return data;
}

/** The dialog's data could not be loaded: the page still renders (its scripts try again when it opens). */
function dialogUnavailable(error: unknown): null {
  console.error("Could not load the delivery-area dialog", error);
  return null;
}

/**
 * Whether a submission's reload of this layout has not been shown yet. A submission often answers with a redirect
 * to a page whose loader redirects again ('Proceed to checkout' → `/checkout` → the first step): the router throws
 * away what it loaded for the first address and does not reload the layout for the second, so the page the shopper
 * lands on would keep the layout's data from before, without the funnel events the action left (decision 0069).
 */
let submissionReloadPending = false;

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // After a form submission (sign-in) the header may change; otherwise only a language switch matters.
  if (formMethod) {
    if (defaultShouldRevalidate) submissionReloadPending = true;
    return defaultShouldRevalidate;
  }
  return submissionReloadPending || currentParams.lang !== nextParams.lang;
}

/** The layout's data is shown: a reload a submission asked for has arrived. */
function useSubmissionReloadShown(loaderData: unknown) {
  useEffect(() => {
    submissionReloadPending = false;
  }, [loaderData]);
}

/**
 * The notice a redirect left, kept for the page it landed on. The session gives a notice once, so a later re-read of
 * the layout on the same page (a ticket's live update) answers none; the notice stays until it times out, is closed
 * or the shopper moves to another page (GlobalNotice hides itself then).
 */
function useNoticeOfThisPage(notice: Notice | null): Notice | null {
  const locationKey = useLocation().key;
  const [kept, setKept] = useState<{ notice: Notice; locationKey: string } | null>(null);
  const arrived = notice ? JSON.stringify(notice) : null;
  // Adjusted while rendering (React's pattern for state derived from changing props), so no frame shows it missing.
  if (arrived && (kept === null || JSON.stringify(kept.notice) !== arrived || kept.locationKey !== locationKey)) {
    setKept({ notice: notice!, locationKey });
  } else if (!arrived && kept && kept.locationKey !== locationKey) {
    setKept(null);
  }
  return notice ?? (kept?.locationKey === locationKey ? kept.notice : null);
}

/** The layout's data, for pages building their meta tags (the public origin) or reading the shell. */
export function useLayoutData() {
  return useRouteLoaderData<typeof loader>("layout/language-layout");
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  useKeepSitePosition();
  useSubmissionReloadShown(loaderData);
  const notice = useNoticeOfThisPage(loaderData.notice);
  return (
    <DeliveryAreaProvider
      language={loaderData.language}
      area={loaderData.deliveryArea}
      serverDialog={loaderData.areaDialog}
    >
      <div className="flex min-h-dvh flex-col">
        {loaderData.agent ? <AgentBar agent={loaderData.agent} language={loaderData.language} /> : null}
        <Header shell={loaderData.shell} customer={loaderData.customer} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {notice ? <GlobalNotice key={JSON.stringify(notice)} notice={notice} /> : null}
          <Outlet />
          <AddedToCartDialog />
        </main>
        <Footer shell={loaderData.shell} cookieSettings={loaderData.tagManager !== null} />
      </div>
      <PendingFunnelEvents events={loaderData.funnelEvents} />
      <TagManager tagManager={loaderData.tagManager} />
      <AppBridge language={loaderData.language} customer={loaderData.customer} />
      <ChatLauncher
        language={loaderData.language}
        signedIn={Boolean(loaderData.customer)}
        customerName={loaderData.customer?.name}
      />
      {loaderData.webPush && loaderData.customer?.uid ? (
        <WebPushPrompt
          language={loaderData.language}
          uid={loaderData.customer.uid}
          publicKey={loaderData.webPush.publicKey}
          connected={loaderData.webPush.connected}
        />
      ) : null}
    </DeliveryAreaProvider>
  );
}

/** Errors inside a page keep the shop's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useLayoutData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  if (!layout) return <ErrorScreen notFound={notFound} standalone />;
  return (
    <DeliveryAreaProvider language={layout.language} area={layout.deliveryArea} serverDialog={null}>
      <div className="flex min-h-dvh flex-col">
        {layout.agent ? <AgentBar agent={layout.agent} language={layout.language} /> : null}
        <Header shell={layout.shell} customer={layout.customer} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <ErrorScreen notFound={notFound} />
        </main>
        <Footer shell={layout.shell} />
      </div>
      <PendingFunnelEvents events={layout.funnelEvents} />
    </DeliveryAreaProvider>
  );
}
