/**
 * The page's side of the native app bridge (shopping spec §4; decision 0062). In the shop app's web view, on load
 * with a signed-in profile the page asks the app for the customer's push token; the app's answers go to the
 * storefront's /{lang}/app-bridge action (the API call needs the customer's token, which stays in the sealed
 * cookie), and its `redirection` opens a path of this shop. Outside the app (no bridge to talk to) nothing happens.
 */
import type { Language } from "@dukkan/i18n";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ownShopPath, parseAppMessage, type PageMessage } from "./app-bridge-messages";

interface NativeWindow extends Window {
  /** React Native's WebView. */
  ReactNativeWebView?: { postMessage(message: string): void };
  /** An iOS WKWebView with the shop app's script message handler. */
  webkit?: { messageHandlers?: { dukkanApp?: { postMessage(message: unknown): void } } };
}

/** The parent window, when the page runs in a frame of this same shop (the development harness plays the app so). */
function sameOriginParent(): Window | null {
  if (window.parent === window) return null;
  try {
    return window.parent.location.origin === window.location.origin ? window.parent : null;
  } catch {
    return null;
  }
}

/** How the page reaches the app, or null outside the app. */
function appChannel(): ((message: PageMessage) => void) | null {
  const native = window as NativeWindow;
  if (native.ReactNativeWebView) {
    const webView = native.ReactNativeWebView;
    return (message) => webView.postMessage(JSON.stringify(message));
  }
  const handler = native.webkit?.messageHandlers?.dukkanApp;
  if (handler) return (message) => handler.postMessage(message);
  const parent = sameOriginParent();
  if (parent) return (message) => parent.postMessage(message, window.location.origin);
  return null;
}

/** At sign-out: hands the customer's uid to the app so it deactivates its device token (spec §4). */
export function handOverSignOutToApp(userUid: string | undefined): void {
  if (!userUid) return;
  appChannel()?.({ type: "logout", userUid });
}

export function AppBridge({
  language,
  customer,
}: {
  language: Language;
  customer: { uid?: string; customerId?: string } | null;
}) {
  const navigate = useNavigate();
  const uid = customer?.uid;
  const customerId = customer?.customerId ?? uid;
  useEffect(() => {
    const send = appChannel();
    if (!send) return;
    const onMessage = (event: MessageEvent) => {
      // Only the app (through this window) or the same-origin frame parent may speak for it.
      if (event.origin !== window.location.origin) return;
      if (event.source !== window && event.source !== window.parent) return;
      const message = parseAppMessage(event.data);
      if (!message) return;
      if (message.type === "redirection") {
        const path = ownShopPath(message.redirection, window.location.origin);
        if (path) void navigate(path);
        return;
      }
      const form = new FormData();
      form.set("intent", message.type);
      form.set("deviceId", message.deviceId);
      form.set("userUid", message.userUid);
      if ("token" in message) form.set("token", message.token);
      fetch(`/${language}/app-bridge`, { method: "POST", body: form }).catch((error: unknown) => {
        console.error("The app's push token could not be saved", error);
      });
    };
    window.addEventListener("message", onMessage);
    if (uid && customerId) send({ type: "getUserToken", customerId, userUid: uid });
    return () => window.removeEventListener("message", onMessage);
  }, [language, uid, customerId, navigate]);
  return null;
}
