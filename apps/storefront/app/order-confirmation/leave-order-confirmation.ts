/**
 * Spec §2.16 "On leaving, the placed order is cleared". Rule: the confirmation stays readable on reload; when the
 * shopper goes on to another page of the shop the page asks the server to forget `placedOrder`. It is also
 * forgotten when the guest creates an account, when the next order is placed (replaced) and at sign-out.
 * Without scripts nothing is sent: the confirmation of the last order then stays reachable in that session only.
 */
import { useEffect } from "react";

export const LEAVE_PATH = "order-confirmation/leave";

/**
 * Sends the clear after the page is left for another URL. React Router changes the URL before it unmounts the
 * page; a development double mount (same URL) and a reload (no unmount) send nothing.
 */
export function useClearPlacedOrderOnLeaving(leaveUrl: string): void {
  useEffect(() => {
    const shownAt = window.location.pathname;
    return () => {
      if (window.location.pathname === shownAt) return;
      void fetch(leaveUrl, { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => undefined);
    };
  }, [leaveUrl]);
}
