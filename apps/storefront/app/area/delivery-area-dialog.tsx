/**
 * The delivery-area dialog (shopping spec §2.5, §5): a signed-in customer's saved addresses as cards
 * (picking one fills the region and area) with a link to the address book; the region ComboBox and the
 * area Select; the branch note; Submit; for guests a login prompt. It posts to `/{lang}/delivery-area`,
 * so it also works before scripts load (then the page was rendered with `?deliveryArea=choose`).
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link, useFetcher, useLocation } from "react-router";
import type { Language } from "@dukkan/i18n";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { withoutAreaDialog } from "./area-dialog-url";
import type { AreaSaveResponse } from "./delivery-area-route";
import { RegionAreaFields, regionAreaErrors, type RegionAreaValue, type RegionChoice } from "./region-area-fields";
import { RegionAreaPickers } from "./region-area-pickers";
import { Badge } from "../ui/badge";
import { Icon } from "@dukkan/ui/icon";
import { buttonClass } from "@dukkan/ui/button";

export type SavedAddressCard = {
  id: string;
  name: string;
  formattedAddress: string;
  regionIsocode: string;
  areaIsocode: string;
  defaultAddress: boolean;
};

export type AreaDialogData = {
  regions: RegionChoice[];
  signedIn: boolean;
  addresses: SavedAddressCard[];
  current: (RegionAreaValue & { addressId?: string }) | null;
};

export type AreaSaved = Extract<AreaSaveResponse, { ok: true }>;

const OVERLAY_CLASS = "fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-0 sm:items-center sm:p-4";
const PANEL_CLASS =
  "relative max-h-dvh w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:max-w-lg sm:rounded-3xl sm:p-8";
const TITLE_CLASS = "pe-10 text-xl font-bold text-ink-900";
const CLOSE_CLASS = "absolute end-4 top-4 rounded-full p-2 text-ink-600 hover:bg-ink-100 hover:text-ink-900";
const SUBMIT_CLASS = buttonClass({
  className: "w-full aria-disabled:cursor-not-allowed aria-disabled:bg-ink-300 aria-disabled:shadow-none",
});
const SECONDARY_CLASS = buttonClass({ variant: "outline", size: "sm" });

function DialogFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const titleId = useId();
  if (!hydrated) {
    // Before scripts: the page itself was asked for with the dialog open; closing is a link back.
    return (
      <div className={OVERLAY_CLASS}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={PANEL_CLASS}
          data-testid="area-dialog"
        >
          <h2 id={titleId} className={TITLE_CLASS}>
            {t("deliveryArea.title")}
          </h2>
          <a href={withoutAreaDialog(location.pathname, location.search)} className={CLOSE_CLASS}>
            <Icon name="close" className="size-5" />
            <span className="sr-only">{t("deliveryArea.close")}</span>
          </a>
          {children}
        </div>
      </div>
    );
  }
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={OVERLAY_CLASS}
    >
      <Modal className={PANEL_CLASS}>
        <Dialog className="outline-none" data-testid="area-dialog">
          <Heading slot="title" className={TITLE_CLASS}>
            {t("deliveryArea.title")}
          </Heading>
          <button type="button" onClick={onClose} className={CLOSE_CLASS}>
            <Icon name="close" className="size-5" />
            <span className="sr-only">{t("deliveryArea.close")}</span>
          </button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DeliveryAreaDialog({
  language,
  serverData,
  onClose,
  onSaved,
}: {
  language: Language;
  serverData: AreaDialogData | null;
  onClose: () => void;
  onSaved: (saved: AreaSaved) => void;
}) {
  const { t } = useTranslation();
  const loader = useFetcher<AreaDialogData>();
  const { load } = loader;
  const needsData = !serverData;
  useEffect(() => {
    if (needsData) void load(`/${language}/delivery-area`);
  }, [needsData, load, language]);
  const dialogData = serverData ?? loader.data ?? null;
  return (
    <DialogFrame onClose={onClose}>
      {dialogData ? (
        <AreaForm language={language} data={dialogData} onSaved={onSaved} />
      ) : (
        <p role="status" className="mt-6 text-ink-700">
          {t("deliveryArea.loading")}
        </p>
      )}
    </DialogFrame>
  );
}

function AreaForm({
  language,
  data,
  onSaved,
}: {
  language: Language;
  data: AreaDialogData;
  onSaved: (saved: AreaSaved) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const saver = useFetcher<AreaSaveResponse>();
  const [value, setValue] = useState<RegionAreaValue>({
    regionIsocode: data.current?.regionIsocode ?? "",
    areaIsocode: data.current?.areaIsocode ?? "",
  });
  const [addressId, setAddressId] = useState(data.current?.addressId ?? "");
  const [touched, setTouched] = useState(false);
  const errors = regionAreaErrors(data.regions, value);
  const valid = !errors.region && !errors.area;

  const saved = saver.data?.ok ? saver.data : undefined;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  function submit(event: FormEvent<HTMLFormElement>) {
    // Spec §5: an invalid submit marks every field touched (and sends nothing).
    if (!valid) {
      event.preventDefault();
      setTouched(true);
    }
  }

  const action = `/${language}/delivery-area`;
  const returnTo = withoutAreaDialog(location.pathname, location.search);
  const failed = saver.data && !saver.data.ok ? saver.data.error : undefined;
  return (
    <div className="mt-4 space-y-6">
      <p className="text-sm text-ink-700">{t("deliveryArea.intro")}</p>
      {data.signedIn ? (
        <section aria-labelledby="area-saved-addresses" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="area-saved-addresses" className="font-semibold text-ink-900">
              {t("deliveryArea.savedAddresses")}
            </h3>
            <Link
              to={`/${language}/my-account/address-book`}
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t("deliveryArea.manageAddresses")}
            </Link>
          </div>
          {data.addresses.length === 0 ? (
            <p className="text-sm text-ink-600">{t("deliveryArea.noSavedAddresses")}</p>
          ) : (
            <ul className="grid gap-2">
              {data.addresses.map((address) => {
                const selected = hydrated && address.id === addressId;
                const card = (
                  <>
                    <span className="block font-semibold text-ink-900">
                      {address.name}
                      {selected ? <Badge className="ms-2">{t("deliveryArea.selectedAddress")}</Badge> : null}
                    </span>
                    <span className="block text-sm text-ink-700">{address.formattedAddress}</span>
                  </>
                );
                const cardClass = `block w-full rounded-xl border p-3 text-start transition hover:border-brand-500 ${
                  selected ? "border-brand-700 bg-brand-50" : "border-ink-200"
                }`;
                return (
                  <li key={address.id}>
                    {hydrated ? (
                      <button
                        type="button"
                        aria-pressed={selected}
                        className={cardClass}
                        onClick={() => {
                          setAddressId(address.id);
                          setValue({ regionIsocode: address.regionIsocode, areaIsocode: address.areaIsocode });
                        }}
                      >
                        {card}
                      </button>
                    ) : (
                      // Without scripts a card saves its address's area at once.
                      <form method="post" action={action}>
                        <input type="hidden" name="returnTo" value={returnTo} />
                        <button type="submit" name="pickAddressId" value={address.id} className={cardClass}>
                          {card}
                        </button>
                      </form>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      <saver.Form method="post" action={action} noValidate={hydrated} onSubmit={submit} className="space-y-5">
        <input type="hidden" name="returnTo" value={returnTo} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
        {/* The dialog itself loads with scripts, so it takes the pickers at once (no native selects first). */}
        {hydrated ? (
          <RegionAreaPickers
            regions={data.regions}
            value={value}
            hydrated
            onChange={(next) => {
              setValue(next);
              // A hand-picked area no longer is the saved address's.
              setAddressId("");
            }}
            errors={touched ? errors : {}}
          />
        ) : (
          <RegionAreaFields
            regions={data.regions}
            value={value}
            hydrated={false}
            onChange={() => undefined}
            errors={touched ? errors : {}}
          />
        )}
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <Icon name="building" className="size-5 shrink-0" />
          {t("deliveryArea.branchNote")}
        </p>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-sale">
            {t(failed)}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={hydrated && !valid ? true : undefined}
          disabled={saver.state !== "idle"}
          className={SUBMIT_CLASS}
        >
          {t("deliveryArea.submit")}
        </button>
      </saver.Form>

      {data.signedIn ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
          <p className="text-sm text-ink-700">{t("deliveryArea.loginPrompt")}</p>
          <Link to={`/${language}/login`} className={SECONDARY_CLASS}>
            {t("deliveryArea.loginButton")}
          </Link>
        </div>
      )}
    </div>
  );
}
