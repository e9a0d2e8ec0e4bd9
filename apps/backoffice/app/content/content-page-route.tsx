/**
 * One content page (merchandiser and owner): its title, description and text components, English and Arabic side
 * by side (one form posted to this route's action: it works before scripts); publish or make it a draft again; and
 * 'Preview', which opens the storefront's signed preview of the page as saved in a new tab (page-preview-route.ts);
 * delete behind a confirmation dialog (`?delete`, a page's overlay before scripts run) that shows where the shop's
 * menus or footer still link to the page when the API refuses.
 */
import { Button, buttonClass } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { orNotFound } from "../api/staff-api.server";
import type { StaffCmsPage } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/content-page-route";
import { contentWrite } from "./content-action.server";
import { pageBodyOf } from "./content-form";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";
import { ConfirmDeleteDialog } from "../layout/confirm-delete-dialog";

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  pageTitle(params.lang, "content.page.editTitle", {
    title: loaderData ? localized(loaderData.page.title, loaderData.language) : params.pageId,
  });

/** The page's address inside a sentence: isolated, so '/shipping' keeps its slash first in an Arabic sentence. */
const isolatedLeftToRight = (text: string) => `\u2066${text}\u2069`;

const pagePath = (pageId: string) => `/cms/pages/${encodeURIComponent(pageId)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const page = await orNotFound(api<StaffCmsPage>(pagePath(params.pageId)));
  const url = new URL(request.url);
  return { page, language, created: url.searchParams.has("created"), confirmingDelete: url.searchParams.has("delete") };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete") {
    return contentWrite(form, "delete", "", async () => {
      // The API names the menu entries that still link to the page in the member's language.
      await api(pagePath(params.pageId), { method: "DELETE", query: new URLSearchParams({ lang: language }) });
      throw redirect(`/${language}/content?deleted`);
    });
  }
  if (intent === "publish" || intent === "unpublish") {
    return contentWrite(form, "state", `content.page.${intent}edNow`, () =>
      api(`${pagePath(params.pageId)}/${intent}`, { method: "POST" }),
    );
  }
  return contentWrite(form, "texts", "content.saved", () =>
    api(pagePath(params.pageId), { method: "PUT", body: pageBodyOf(form) }),
  );
}

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, language, created, confirmingDelete } = loaderData;
  const { t } = useTranslation();
  const deleting = useFormState(actionData, "delete");
  const linkedFrom = actionData && "linkedFrom" in actionData ? actionData.linkedFrom : undefined;
  const here = `/${language}/content/pages/${encodeURIComponent(page.pageId)}`;
  const title = localized(page.title, language);
  const texts = useFormState(actionData, "texts");
  const state = useFormState(actionData, "state");
  // After a save the inputs show what was stored: a fresh form.
  const version = actionData && "done" in actionData ? page.updatedAt : "typed";

  return (
    <>
      <ContentHeading language={language} back={{ to: `/${language}/content`, label: t("content.page.back") }} />
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {created && !actionData ? (
        <div aria-live="polite" className="mb-3">
          <FormAlert tone="success">{t("content.newPage.created")}</FormAlert>
        </div>
      ) : null}

      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <Section title={t("content.page.state")} testId="page-state">
          <div aria-live="polite">{state.alert}</div>
          <p>
            {!page.publishable
              ? t("content.page.alwaysPublished")
              : page.published
                ? t("content.page.published", { path: isolatedLeftToRight(page.label ?? "") })
                : t("content.page.draft")}
          </p>
          {page.publishable && (
            <Form method="post">
              <Button type="submit" name="intent" value={page.published ? "unpublish" : "publish"}>
                {t(page.published ? "content.page.unpublish" : "content.page.publish")}
              </Button>
            </Form>
          )}
        </Section>
        <Section title={t("content.page.preview")}>
          <p className="text-sm text-ink-700">{t("content.page.previewHint")}</p>
          {/* Plain links into a new tab: its document request makes the link and is redirected to the preview. */}
          <p className="flex flex-wrap gap-3">
            {(["en", "ar"] as const).map((previewLanguage) => (
              <a
                key={previewLanguage}
                href={`/${language}/content/pages/${encodeURIComponent(page.pageId)}/preview?language=${previewLanguage}`}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: "secondary", size: "md" })}
              >
                {t(previewLanguage === "en" ? "content.page.previewEn" : "content.page.previewAr")}
              </a>
            ))}
          </p>
        </Section>
      </div>

      <div aria-live="polite" className="mb-3">
        {texts.alert}
      </div>
      <Form method="post" key={version} className="flex flex-col gap-4" data-testid="page-texts">
        <Section title={t("content.page.texts")}>
          <BilingualFields
            name="title"
            label={t("content.page.titleField")}
            stored={page.title}
            state={texts}
            required
          />
          <BilingualFields
            name="description"
            label={t("content.page.descriptionField")}
            stored={page.description}
            state={texts}
          />
        </Section>
        {page.paragraphs.length === 0 && <p className="text-sm text-ink-700">{t("content.page.noParagraphs")}</p>}
        {page.paragraphs.map((paragraph, index) => (
          <Section key={paragraph.uid} title={t("content.page.paragraph", { number: index + 1 })}>
            <input type="hidden" name={`paragraphs.${index}.uid`} value={paragraph.uid} />
            <BilingualFields
              name={`paragraphs.${index}.title`}
              label={t("content.page.paragraphTitle")}
              stored={paragraph.title}
              state={texts}
            />
            <BilingualFields
              name={`paragraphs.${index}.content`}
              label={t("content.page.paragraphContent")}
              hint={t("content.page.contentHint")}
              stored={paragraph.content}
              state={texts}
              multiline
            />
          </Section>
        ))}
        <div>
          <Button type="submit" name="intent" value="save">
            {t("content.page.save")}
          </Button>
        </div>
      </Form>

      {page.publishable ? (
        <p className="mt-6">
          <Link to={`${here}?delete`} replace className="font-semibold text-sale underline">
            {t("content.deletePage.open")}
          </Link>
        </p>
      ) : null}
      {page.publishable && confirmingDelete ? (
        <ConfirmDeleteDialog
          title={t("content.deletePage.title", { title })}
          text={t("content.deletePage.text")}
          refusal={
            linkedFrom ? (
              <FormAlert tone="error">{t("content.deletePage.linked", { where: linkedFrom.join("; ") })}</FormAlert>
            ) : (
              deleting.alert
            )
          }
          confirmLabel={t("content.deletePage.confirm")}
          cancelLabel={t("content.deletePage.cancel")}
          here={here}
        />
      ) : null}
    </>
  );
}
