/**
 * The browser's offer to install the shop (`beforeinstallprompt`, Chromium browsers), kept from the moment it fires
 * — usually well before the order confirmation page — so that page's banner can use it (checkout spec §2.16;
 * decision 0062). Browsers without the event, and the shop app's web view, never get it: the banner stays away.
 */
import { useSyncExternalStore } from "react";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts listening once, from the root (the event fires once per page load). */
export function listenForInstallOffer(): () => void {
  const onOffer = (event: Event) => {
    // Keep the browser's own mini bar away: the shop offers installing where it helps (the confirmation page).
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    offer = null;
    changed();
  };
  window.addEventListener("beforeinstallprompt", onOffer);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onOffer);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers installing now. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
}
