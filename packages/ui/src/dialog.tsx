/**
 * A modal dialog. Once scripts run it is a React Aria modal (focus kept inside, Escape closes it); before that
 * the server-rendered page shows the same content in a fixed overlay, whose forms and links work without scripts.
 * A dialog may offer an X in its corner and closing by a click outside, and shows a spinner over its content while
 * what it posted is being saved.
 */
import { useId, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Icon } from "./icon";
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
  closeLabel,
  dismissable = false,
  savingLabel,
  children,
}: {
  title: string;
  size?: keyof typeof SIZE_CLASS;
  /** Escape (or the browser's back gesture inside the modal) asks the page to close the dialog. */
  onClose: () => void;
  /** Names the X button in the corner; without it the dialog has none (its own buttons close it). */
  closeLabel?: string;
  /** A click outside the dialog closes it too. */
  dismissable?: boolean;
  /** While saving: a spinner over the content, announced with this text (nothing inside can be pressed). */
  savingLabel?: string | undefined;
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
      isDismissable={dismissable && !savingLabel}
      isKeyboardDismissDisabled={Boolean(savingLabel)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={OVERLAY_CLASS}
    >
      <Modal className={`relative ${PANEL_CLASS} ${SIZE_CLASS[size]}`}>
        <Dialog className="outline-none" aria-busy={savingLabel ? true : undefined}>
          <div className="flex items-start justify-between gap-3">
            <Heading slot="title" className={TITLE_CLASS}>
              {title}
            </Heading>
            {closeLabel ? (
              <button
                type="button"
                onClick={onClose}
                disabled={Boolean(savingLabel)}
                aria-label={closeLabel}
                className="-me-2 -mt-1 rounded-full p-2 text-ink-600 hover:bg-ink-100 hover:text-ink-900"
              >
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          {children}
          {savingLabel ? (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-3 rounded-[inherit] bg-white/80 font-medium text-ink-800"
            >
              <Icon name="spinner" className="size-8 animate-spin text-brand-700" />
              <span>{savingLabel}</span>
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
