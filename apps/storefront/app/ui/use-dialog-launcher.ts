/**
 * A button that opens a modal dialog once scripts run (before that, the page shows a link or form that works without
 * them). The dialog's module is the page's to load on first use (`React.lazy`, decision 0072); this keeps whether it
 * is open, closes it when what it posted ends on a page of its own (the action's redirect is a new location, on this
 * address or another), and gives the focus back to the button that opened it.
 */
import { useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";

export function useDialogLauncher() {
  const { key } = useLocation();
  // Open only at the location it was opened at.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => setOpenedAt(key), [key]);
  const close = useCallback(() => {
    setOpenedAt(null);
    // Once React Aria has taken the modal down (it restores focus as it unmounts; this also covers a dialog whose
    // module was still loading when it was closed).
    requestAnimationFrame(() => trigger.current?.focus());
  }, []);
  return { open: openedAt !== null && openedAt === key, show, close, trigger };
}
