/**
 * A layout component's texts (merchandiser and owner, decision 0074): the words shoppers read of it — a product tab's
 * heading, a header icon's label — in English and Arabic side by side, saved with PATCH /cms/components/{uid}. Both
 * left empty removes the text (the storefront then uses its own words). Any component of the layout with such texts
 * opens here, placed or not; another answers the not-found page.
 */
import { Button } from "@dukkan/ui/button";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { StaffCmsLayout, StaffLayoutComponent } from "../api/staff-api-types";
import { typedValuesOf } from "./content-form";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { notFound } from "../layout/not-found";
import type { SignedInStaff } from "../session/require-staff.server";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/layout-texts-route";
import { contentWrite } from "./content-action.server";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";
import { componentTextsOf } from "./layout-form";
import { partName } from "./layout-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.layout.title");

/** The component as the layout lists it, if it has texts shoppers read; the not-found page otherwise. */
async function componentOf(api: SignedInStaff["api"], uid: string): Promise<StaffLayoutComponent> {
  const { lists } = await api<StaffCmsLayout>("/cms/layout");
  const component = lists
    .flatMap((list) => [...list.components, ...list.available])
    .find((candidate) => candidate.uid === uid && Object.keys(candidate.texts).length > 0);
  if (!component) throw notFound();
  return component;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  return { component: await componentOf(api, params.uid), language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const component = await componentOf(api, params.uid);
  const form = await request.formData();
  const { properties, missing } = componentTextsOf(form, Object.keys(component.texts));
  if (missing.length > 0) {
    return {
      form: "texts",
      problems: Object.fromEntries(missing.map((name) => [name, "required" as const])),
      values: typedValuesOf(form),
    };
  }
  return contentWrite(form, "texts", "content.saved", () =>
    api(`/cms/components/${encodeURIComponent(component.uid)}`, { method: "PATCH", body: { properties } }),
  );
}

export default function LayoutTexts({ loaderData, actionData }: Route.ComponentProps) {
  const { component, language } = loaderData;
  const { t } = useTranslation();
  const state = useFormState(actionData, "texts");
  const name = partName(component, language, t);
  // After a save the inputs start again from what was stored.
  const saved = actionData && "done" in actionData ? JSON.stringify(component.texts) : "typed";
  return (
    <>
      <ContentHeading
        language={language}
        back={{ to: `/${language}/content/layout`, label: t("content.layout.texts.back") }}
      />
      <Form method="post" key={saved}>
        <Section title={t("content.layout.texts.title", { name })}>
          <p className="text-sm text-ink-700">{t("content.layout.texts.intro")}</p>
          <div aria-live="polite">{state.alert}</div>
          {Object.entries(component.texts).map(([attribute, stored]) => (
            <BilingualFields
              key={attribute}
              name={`properties.${attribute}`}
              label={t(`content.layout.texts.attributes.${attribute as "title" | "linkName"}`)}
              stored={stored}
              state={state}
            />
          ))}
          <div>
            <Button type="submit">{t("content.layout.texts.save")}</Button>
          </div>
        </Section>
      </Form>
    </>
  );
}
