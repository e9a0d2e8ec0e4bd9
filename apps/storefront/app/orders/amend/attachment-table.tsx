/**
 * The order attachments table (account spec §2.21, §8): the count, one row per file with its preview/download
 * link, a spinner while a file is fetched and a closable error under a file that failed; an empty state, and an
 * error state when the list itself could not be loaded.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLanguage } from "../../i18n/use-language";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Icon } from "@dukkan/ui/icon";
import { attachmentFilePath } from "./amend-paths";
import type { AttachmentsData } from "./attachments-route";
import { openRelayedFile } from "./file-download";
import { isPreviewable } from "./file-relay";

/** Size in KB with one decimal (as the spec shows return attachments). */
const sizeInKb = (bytes: number, language: string) =>
  new Intl.NumberFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-AE", { maximumFractionDigits: 1 }).format(
    bytes / 1024,
  );

export function AttachmentTable({ data }: { data: AttachmentsData }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const { code, attachments } = data;
  if (data.failed) return <FormAlert tone="error">{t("orderAmend.attachments.loadError")}</FormAlert>;
  if (attachments.length === 0) return <FormAlert tone="info">{t("orderAmend.attachments.none")}</FormAlert>;

  const open = async (id: string, fileName: string) => {
    setPending(id);
    setFailed((current) => new Set([...current].filter((other) => other !== id)));
    const ok = await openRelayedFile(attachmentFilePath(lang, code, id), fileName);
    setPending(undefined);
    if (!ok) setFailed((current) => new Set([...current, id]));
  };

  return (
    <div className="mt-4">
      <p className="text-sm text-ink-600" data-testid="attachment-count">
        {t("orderAmend.attachments.count", { count: attachments.length })}
      </p>
      <ul className="mt-3 divide-y divide-ink-100 rounded-card border border-ink-100">
        {attachments.map((attachment) => {
          const preview = isPreviewable(attachment.mimeType);
          return (
            <li key={attachment.id} className="px-4 py-3" data-testid="attachment-row">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="min-w-0 break-all font-medium text-ink-900">
                  {/* A Latin file name keeps its own direction in Arabic, apart from the size after it. */}
                  <bdi>{attachment.fileName}</bdi>
                  {attachment.size !== undefined ? (
                    <span className="ms-2 text-xs text-ink-500">
                      {t("orderAmend.attachments.sizeKb", { size: sizeInKb(attachment.size, lang) })}
                    </span>
                  ) : null}
                </span>
                <a
                  href={attachmentFilePath(lang, code, attachment.id)}
                  {...(preview ? { target: "_blank", rel: "noopener" } : { download: attachment.fileName })}
                  aria-busy={pending === attachment.id || undefined}
                  aria-label={t(
                    preview ? "orderAmend.attachments.previewLabel" : "orderAmend.attachments.downloadLabel",
                    {
                      name: attachment.fileName,
                    },
                  )}
                  onClick={(event) => {
                    event.preventDefault();
                    void open(attachment.id, attachment.fileName);
                  }}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <Icon
                    name={pending === attachment.id ? "spinner" : preview ? "eye" : "arrow-end"}
                    className="size-4"
                  />
                  {t(preview ? "orderAmend.attachments.preview" : "orderAmend.attachments.download")}
                </a>
              </div>
              {failed.has(attachment.id) ? (
                <p
                  role="alert"
                  className="mt-2 flex items-start justify-between gap-3 rounded-lg bg-sale/5 px-3 py-2 text-sm text-sale"
                >
                  {t("orderAmend.attachments.downloadError")}
                  <button
                    type="button"
                    aria-label={t("orderAmend.dismiss")}
                    onClick={() =>
                      setFailed((current) => new Set([...current].filter((other) => other !== attachment.id)))
                    }
                  >
                    <Icon name="close" className="size-4" />
                  </button>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
