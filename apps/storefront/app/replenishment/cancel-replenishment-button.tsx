/**
 * 'Cancel' on a replenishment order (account spec §2.22 cancel dialog; decision 0073): before scripts run, a link
 * to the dialog's own page (`cancel-replenishment-route.tsx`); once they run, a button opening the dialog, loaded
 * on first use, which posts to that page's action.
 */
import type { Language } from "@dukkan/i18n";
import { Button, type ButtonSize, type ButtonVariant } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useDialogLauncher } from "../ui/use-dialog-launcher";
import { cancelReplenishmentPath } from "./replenishment-paths";

const ConfirmDialog = lazy(() => import("../ui/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

export function CancelReplenishmentButton({
  language,
  code,
  from,
  variant,
  size,
  label,
  testId,
  children,
}: {
  language: Language;
  code: string;
  from: "list" | "detail";
  variant: ButtonVariant;
  size: ButtonSize;
  /** The accessible name when the visible text needs the code beside it (a table row). */
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { open, show, close, trigger } = useDialogLauncher();
  const path = cancelReplenishmentPath(language, code, from);
  if (!hydrated) {
    return (
      <LinkButton to={path} variant={variant} size={size} aria-label={label} data-testid={testId}>
        {children}
      </LinkButton>
    );
  }
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant={variant}
        size={size}
        onClick={show}
        aria-haspopup="dialog"
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t("cancelReplenishment.title", { code })}
            description={t("cancelReplenishment.description")}
            rejectLabel={t("cancelReplenishment.reject")}
            acceptLabel={t("cancelReplenishment.accept")}
            action={path}
            onClose={close}
            testId="cancel-replenishment-dialog"
          />
        </Suspense>
      ) : null}
    </>
  );
}
