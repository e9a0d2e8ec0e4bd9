/**
 * The brands (owner and merchandiser, decision 0079): a TanStack Table grid in the shop's order — logo, names in
 * both languages (the page's language links to the brand's form), product count (a link to the product list
 * filtered by the brand) and place with Move up / Move down buttons (plain one-button forms posted to this route's
 * action, so the order is set from the keyboard and before scripts) — and 'New brand'.
 */
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffBrand, StaffBrandList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { DataTable } from "../lists/data-table";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/brands-route";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "brands.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "brands")) throw redirect(`/${language}/`);
  const { brands } = await api<StaffBrandList>("/brands");
  const deleted = new URL(request.url).searchParams.has("deleted");
  return { brands, language, deleted };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "brands")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const code = String(form.get("code") ?? "");
  const to = String(form.get("to") ?? "");
  if (form.get("intent") !== "move" || !code || !/^\d{1,5}$/.test(to)) {
    throw new Response("Unknown form", { status: 400 });
  }
  try {
    await api(`/brands/${encodeURIComponent(code)}/move`, { method: "POST", body: { to: Number(to) } });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) return { error: error.message };
    throw error;
  }
  return { moved: true };
}

const column = createColumnHelper<StaffBrand>();

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, language, deleted } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("logoUrl", {
        header: t("brands.logo"),
        cell: (info) => {
          const url = info.getValue();
          return url ? (
            <img
              src={url}
              alt={localized(info.row.original.name, language)}
              width={80}
              height={40}
              className="h-10 w-20 object-contain"
            />
          ) : (
            <span className="text-ink-600">{t("brands.noLogo")}</span>
          );
        },
      }),
      column.accessor((row) => row.name.en, {
        id: "nameEn",
        header: t("brands.nameEn"),
        cell: (info) => (
          <Link
            to={`/${language}/brands/${encodeURIComponent(info.row.original.code)}`}
            className="font-semibold text-brand-700 underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => row.name.ar, {
        id: "nameAr",
        header: t("brands.nameAr"),
        cell: (info) => <span dir="rtl">{info.getValue()}</span>,
      }),
      column.accessor("productCount", {
        header: t("brands.products"),
        cell: (info) => {
          const count = info.getValue();
          if (count === 0) return <span className="tabular-nums">0</span>;
          const { code, name } = info.row.original;
          return (
            <Link
              to={`/${language}/catalogue?${new URLSearchParams({ brand: code })}`}
              aria-label={t("brands.productsOf", { name: localized(name, language), count })}
              className="font-semibold text-brand-700 tabular-nums underline"
            >
              {count}
            </Link>
          );
        },
      }),
      column.accessor("position", {
        header: t("brands.place"),
        cell: (info) => {
          const position = info.row.index;
          const name = localized(info.row.original.name, language);
          return (
            <div className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums">
                {t("brands.placeOf", { position: position + 1, count: brands.length })}
              </span>
              <MoveForm
                code={info.row.original.code}
                to={position - 1}
                disabled={position === 0}
                label={t("brands.moveUp")}
                accessibleLabel={t("brands.moveUpOf", { name })}
              />
              <MoveForm
                code={info.row.original.code}
                to={position + 1}
                disabled={position === brands.length - 1}
                label={t("brands.moveDown")}
                accessibleLabel={t("brands.moveDownOf", { name })}
              />
            </div>
          );
        },
      }),
    ],
    [t, language, brands.length],
  );
  const table = useReactTable({
    data: brands,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.code,
  });

  return (
    <>
      <ListHeading title={t("brands.title")} intro={t("brands.intro")}>
        <Link to={`/${language}/brands/new`} className={LIST_ACTION_CLASS}>
          {t("brands.new")}
        </Link>
      </ListHeading>
      <div aria-live="polite" className="mb-3">
        {actionData && "moved" in actionData ? (
          <FormAlert tone="success">{t("brands.moved")}</FormAlert>
        ) : actionData && "error" in actionData ? (
          <FormAlert tone="error">{actionData.error}</FormAlert>
        ) : deleted ? (
          <FormAlert tone="success">{t("brands.deleted")}</FormAlert>
        ) : null}
      </div>
      <DataTable table={table} emptyText={t("brands.empty")} label={t("brands.title")} />
    </>
  );
}

/** Move up or down: a one-button form; at the ends of the list the button is disabled, not hidden. */
function MoveForm(props: { code: string; to: number; disabled: boolean; label: string; accessibleLabel: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="code" value={props.code} />
      <input type="hidden" name="to" value={Math.max(props.to, 0)} />
      <Button type="submit" variant="outline" size="sm" disabled={props.disabled} aria-label={props.accessibleLabel}>
        {props.label}
      </Button>
    </Form>
  );
}
