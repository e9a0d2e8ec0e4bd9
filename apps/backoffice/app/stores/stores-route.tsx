/**
 * The shop's stores (owner and merchandiser): a TanStack Table grid of the stores in the storefront's order (name
 * linking to its edit page, emirate, town, phone, position) and 'New store'.
 */
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffStore, StaffStoreList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { DataTable } from "../lists/data-table";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/stores-route";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "stores.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "stores")) throw redirect(`/${language}/`);
  const list = await api<StaffStoreList>("/stores");
  return { list, language };
}

const column = createColumnHelper<StaffStore>();

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { list, language } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const regionName = (isocode: string) => {
      const region = list.regions.find((candidate) => candidate.isocode === isocode);
      return region ? localized(region.name, language) : isocode;
    };
    return [
      column.accessor((row) => localized(row.displayName, language), {
        id: "name",
        header: t("stores.name"),
        cell: (info) => (
          <Link
            to={`/${language}/stores/${encodeURIComponent(info.row.original.name)}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => regionName(row.regionIsocode), { id: "emirate", header: t("stores.emirate") }),
      column.accessor((row) => localized(row.town, language), { id: "town", header: t("stores.town") }),
      column.accessor("phone", {
        header: t("stores.phone"),
        cell: (info) => <span dir="ltr">{info.getValue() ?? "–"}</span>,
      }),
      column.accessor("position", { header: t("stores.position"), cell: (info) => info.getValue() }),
    ];
  }, [t, language, list.regions]);
  const table = useReactTable({ data: list.stores, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ListHeading title={t("stores.title")} intro={t("stores.intro")}>
        <Link to={`/${language}/stores/new`} className={LIST_ACTION_CLASS}>
          {t("stores.new")}
        </Link>
      </ListHeading>
      <DataTable table={table} emptyText={t("stores.empty")} label={t("stores.title")} />
    </>
  );
}
