/**
 * The add-to-home-screen banner of the order confirmation page (checkout spec §2.16): shown only while the browser
 * offers installing the shop (so its button always works), never inside the installed shop or the shop app.
 */
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button } from "@dukkan/ui/button";
import { acceptInstallOffer, useInstallOffer } from "./install-prompt";

export function AddToHomeScreenBanner() {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  const [dismissed, setDismissed] = useState(false);
  if (!offered || dismissed) return null;
  return (
    <section
      aria-labelledby="add-to-home-screen-title"
      className="flex flex-col gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
      data-testid="add-to-home-screen"
    >
      <img src="/images/app/icon-192.png" alt="" width={48} height={48} className="size-12 rounded-xl" />
      <div className="flex-1">
        <h2 id="add-to-home-screen-title" className="font-semibold text-ink-900">
          {t("installable.installTitle")}
        </h2>
        <p className="text-sm text-ink-700">{t("installable.installMessage")}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={() => void acceptInstallOffer()}>
          {t("installable.install")}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setDismissed(true)}>
          {t("installable.notNow")}
        </Button>
      </div>
    </section>
  );
}
