/**
 * The shop's layout (merchandiser and owner, decision 0074): the header's icons and the product page's slots, each a
 * TanStack Table grid of its components in display order with Move up / Move down and Take out (plain one-button
 * forms, so they work from the keyboard and before scripts), 'Edit texts' for a component with texts shoppers read,
 * and a form to put back a component this place can show. What the storefront needs there (add to cart, the cart
 * icon…) says so instead of offering Take out; the API refuses it anyway, and that refusal is shown on its list.
 */
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { SelectField } from "@dukkan/ui/select";
import type { Language } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { StaffCmsLayout, StaffLayoutComponent, StaffLayoutList } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { notFound } from "../layout/not-found";
import { DataTable } from "../lists/data-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/layout-route";
import { contentWrite } from "./content-action.server";
import { ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";
import { changedUids, layoutChangeOf, layoutWriteOf } from "./layout-form";
import { partName } from "./layout-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.layout.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const { lists } = await api<StaffCmsLayout>("/cms/layout");
  return { lists, language };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const change = layoutChangeOf(form);
  if (!change) throw new Response("Unknown form", { status: 400 });
  // The change applies to the list as it is now, so a page open for a while does not undo someone else's change.
  const { lists } = await api<StaffCmsLayout>("/cms/layout");
  const list = lists.find((candidate) => candidate.slotId === change.slotId);
  if (!list) throw notFound();
  return contentWrite(form, `list-${list.slotId}`, "content.saved", async () => {
    const uids = changedUids(list, change);
    if (!uids) return;
    const write = layoutWriteOf(list, uids);
    await api(write.path, { method: write.method, body: write.body });
  });
}

/** The lists under a heading per page: the header shared by every page, then each product page. */
function groupsOf(lists: StaffLayoutList[]) {
  const groups = new Map<string | null, StaffLayoutList[]>();
  for (const list of lists) groups.set(list.pageId, [...(groups.get(list.pageId) ?? []), list]);
  return [...groups].map(([pageId, grouped]) => ({ pageId, pageName: grouped[0]!.pageName, lists: grouped }));
}

export default function LayoutScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, language } = loaderData;
  const { t } = useTranslation();
  const groups = groupsOf(lists);
  const productPages = groups.filter((group) => group.pageId !== null).length;
  return (
    <>
      <ContentHeading language={language} />
      <p className="mb-4 text-sm text-ink-700">{t("content.layout.intro")}</p>
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <section key={group.pageId ?? "header"} className="flex flex-col gap-4">
            <h2 className="text-xl font-bold">
              {group.pageId === null
                ? t("content.layout.header")
                : productPages > 1
                  ? t("content.layout.productPageNamed", { name: group.pageName })
                  : t("content.layout.productPage")}
            </h2>
            {group.lists.map((list) => (
              <LayoutList key={list.slotId} list={list} language={language} answer={actionData} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}

const column = createColumnHelper<StaffLayoutComponent>();

function LayoutList({
  list,
  language,
  answer,
}: {
  list: StaffLayoutList;
  language: Language;
  answer: ContentActionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const formId = `list-${list.slotId}`;
  const state = useFormState(answer, formId);
  const refused = answer?.form === formId && "required" in answer ? answer.required : undefined;
  const count = list.components.length;
  const columns = useMemo(
    () => [
      column.display({
        id: "place",
        header: t("content.layout.columns.place"),
        cell: (info) => (
          // Fixed widths line the lists' columns up, one list under another.
          <span className="tabular-nums md:inline-block md:w-16 md:pt-2">
            {t("content.layout.placeOf", { position: info.row.index + 1, count })}
          </span>
        ),
      }),
      column.display({
        id: "part",
        header: t("content.layout.columns.part"),
        cell: (info) => (
          <span className="font-semibold md:inline-block md:w-64 md:pt-2">
            {partName(info.row.original, language, t)}
          </span>
        ),
      }),
      column.display({
        id: "actions",
        header: t("content.layout.columns.actions"),
        cell: (info) => {
          const component = info.row.original;
          const position = info.row.index;
          const name = partName(component, language, t);
          const hasTexts = Object.keys(component.texts).length > 0;
          return (
            <div className="flex flex-wrap items-center gap-2 md:w-[30rem]">
              {count > 1 ? (
                <>
                  <ChangeForm slotId={list.slotId} uid={component.uid} intent="move" to={position - 1}>
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={position === 0}
                      aria-label={t("content.layout.moveUpOf", { name })}
                    >
                      {t("content.layout.moveUp")}
                    </Button>
                  </ChangeForm>
                  <ChangeForm slotId={list.slotId} uid={component.uid} intent="move" to={position + 1}>
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={position === count - 1}
                      aria-label={t("content.layout.moveDownOf", { name })}
                    >
                      {t("content.layout.moveDown")}
                    </Button>
                  </ChangeForm>
                </>
              ) : null}
              {component.required ? (
                <span className="text-sm text-ink-700">{t("content.layout.required")}</span>
              ) : (
                <ChangeForm slotId={list.slotId} uid={component.uid} intent="remove">
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={t("content.layout.removeOf", { name })}
                  >
                    {t("content.layout.remove")}
                  </Button>
                </ChangeForm>
              )}
              {hasTexts ? (
                <Link
                  to={`/${language}/content/layout/components/${encodeURIComponent(component.uid)}`}
                  aria-label={t("content.layout.editTextsOf", { name })}
                  className="text-sm font-semibold text-brand-700 underline"
                >
                  {t("content.layout.editTexts")}
                </Link>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [t, language, count, list.slotId],
  );
  const table = useReactTable({
    data: list.components,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.uid,
  });
  const title = t(`content.layout.lists.${list.key}`);
  const nameOf = (uid: string) => {
    const component = list.components.find((candidate) => candidate.uid === uid);
    return component ? partName(component, language, t) : uid;
  };

  return (
    <Section title={title} testId={`layout-${list.key}`}>
      <p className="text-sm text-ink-700">{t(`content.layout.hints.${list.key}`)}</p>
      <div aria-live="polite">
        {refused ? (
          <FormAlert tone="error">{t("content.layout.refused", { names: refused.map(nameOf).join(", ") })}</FormAlert>
        ) : (
          state.alert
        )}
      </div>
      <DataTable table={table} label={title} emptyText={t("content.layout.empty")} />
      {list.available.length > 0 ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="slotId" value={list.slotId} />
          <div className="min-w-64">
            <SelectField
              label={t("content.layout.addLabel")}
              name="uid"
              options={list.available.map((component) => ({
                value: component.uid,
                label: partName(component, language, t),
              }))}
            />
          </div>
          <Button type="submit" variant="outline" size="md">
            {t("content.layout.add")}
          </Button>
          <p className="w-full text-sm text-ink-700">{t("content.layout.addHint")}</p>
        </Form>
      ) : (
        <p className="text-sm text-ink-700">{t("content.layout.nothingToAdd")}</p>
      )}
    </Section>
  );
}

/** One change of one list: a one-button form posted to this route's action. */
function ChangeForm(props: {
  slotId: string;
  uid: string;
  intent: "move" | "remove";
  to?: number;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="slotId" value={props.slotId} />
      <input type="hidden" name="uid" value={props.uid} />
      {props.to === undefined ? null : <input type="hidden" name="to" value={Math.max(props.to, 0)} />}
      {props.children}
    </Form>
  );
}
