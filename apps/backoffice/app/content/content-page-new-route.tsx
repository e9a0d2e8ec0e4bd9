/**
 * A new content page (merchandiser and owner): its address (unique: the API's refusal shows on the input), and its
 * title, description and text in both languages side by side. A plain form posted to this route's action (it works
 * before scripts); the page is created as a draft and its edit page opens, to preview and publish it.
 */
import { CMS_PAGE_SLUG } from "@dukkan/staff-api/cms-constants";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { StaffCmsPage } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/content-page-new-route";
import { contentWrite } from "./content-action.server";
import { newPageBodyOf } from "./content-form";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";

const EMPTY = { en: "", ar: "" };

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.newPage.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  return { language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  return contentWrite(form, "create", "content.newPage.created", async () => {
    const created = await api<StaffCmsPage>("/cms/pages", { method: "POST", body: newPageBodyOf(form) });
    throw redirect(`/${language}/content/pages/${encodeURIComponent(created.pageId)}?created`);
  });
}

export default function NewContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData;
  const { t } = useTranslation();
  const state = useFormState(actionData, "create");

  return (
    <>
      <ContentHeading language={language} back={{ to: `/${language}/content`, label: t("content.page.back") }} />
      <h2 className="mb-2 text-xl font-bold">{t("content.newPage.title")}</h2>
      <p className="mb-4 text-sm text-ink-700">{t("content.newPage.intro")}</p>
      <div aria-live="polite" className="mb-3">
        {state.alert}
      </div>
      <Form method="post" className="flex flex-col gap-4" data-testid="new-page-form">
        <Section title={t("content.page.texts")}>
          <TextField
            label={t("content.newPage.slug")}
            hint={t("content.newPage.slugHint")}
            name="slug"
            dir="ltr"
            required
            maxLength={CMS_PAGE_SLUG.maxLength}
            defaultValue={state.value("slug", "")}
            error={state.problem("slug")}
          />
          <BilingualFields name="title" label={t("content.page.titleField")} stored={EMPTY} state={state} required />
          <BilingualFields name="description" label={t("content.page.descriptionField")} stored={EMPTY} state={state} />
          <BilingualFields
            name="content"
            label={t("content.newPage.text")}
            hint={t("content.page.contentHint")}
            stored={EMPTY}
            state={state}
            multiline
          />
        </Section>
        <div>
          <Button type="submit">{t("content.newPage.create")}</Button>
        </div>
      </Form>
    </>
  );
}
