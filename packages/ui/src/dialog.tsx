/**
 * A modal dialog. Once scripts run it is a React Aria modal (focus kept inside, Escape closes it); before that
 * the server-rendered page shows the same content in a fixed overlay, whose forms and links work without scripts.
 */
import { useId, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useHydrated } from "./use-hydrated";

const OVERLAY_CLASS = "fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-0 sm:items-center sm:p-4";
const PANEL_CLASS =
  "max-h-dvh w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:rounded-3xl sm:p-8";
/** `lg` for a dialog holding a table (invoices, attachments). */
const SIZE_CLASS = { md: "sm:max-w-md", lg: "sm:max-w-3xl" };
const TITLE_CLASS = "text-xl font-bold text-ink-900";

export function ModalDialog({
  title,
  onClose,
  size = "md",
  children,
}: {
  title: string;
  size?: keyof typeof SIZE_CLASS;
  /** Escape (or the browser's back gesture inside the modal) asks the page to close the dialog. */
  onClose: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (!hydrated) {
    return (
      <div className={OVERLAY_CLASS}>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={`${PANEL_CLASS} ${SIZE_CLASS[size]}`}>
          <h2 id={titleId} className={TITLE_CLASS}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    );
  }
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={OVERLAY_CLASS}
    >
      <Modal className={`${PANEL_CLASS} ${SIZE_CLASS[size]}`}>
        <Dialog className="outline-none">
          <Heading slot="title" className={TITLE_CLASS}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
