/** Staff members (owner only): the list, an invitation form, deactivation and a second-factor reset per member. */
import { Button } from "@dukkan/ui/button";
import { SelectField } from "@dukkan/ui/select";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffMemberDetails, StaffMemberList } from "../api/staff-api-types";
import { DataTable } from "../lists/data-table";
import { formatDateTime } from "../i18n/format";
import { mayOpen } from "../layout/navigation";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/staff-route";

/** The invitation form offers the narrower roles first, so "owner" is never the unnoticed default. */
const ROLES = ["fulfilment", "support", "merchandiser", "owner"] as const;

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "staff.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "staff")) throw redirect(`/${language}/`);
  const { members } = await api<StaffMemberList>("/staff");
  return { members, language, me: staff.id };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "staff")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  try {
    if (intent === "invite") {
      await api("/staff", {
        body: {
          email: String(form.get("email") ?? "").trim(),
          name: String(form.get("name") ?? "").trim(),
          role: String(form.get("role") ?? ""),
          language,
        },
      });
    } else if (intent === "deactivate") await api(`/staff/${id}/deactivate`, { method: "POST" });
    else if (intent === "reset-second-factor") await api(`/staff/${id}/second-factor/reset`, { method: "POST" });
    else return { error: "unknown" };
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) return { error: error.message };
    throw error;
  }
  return { done: intent };
}

const column = createColumnHelper<StaffMemberDetails>();

export default function Staff({ loaderData: { members, language, me }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: t("staff.name"),
        cell: (info) => (
          <>
            <span className="block font-semibold">{info.getValue()}</span>
            <span className="block text-xs break-all text-ink-500 rtl:text-right" dir="ltr">
              {info.row.original.email}
            </span>
          </>
        ),
      }),
      column.accessor("role", { header: t("staff.role"), cell: (info) => t(`roles.${info.getValue()}`) }),
      column.accessor((member) => (!member.active ? "inactive" : member.passwordSet ? "active" : "invited"), {
        id: "state",
        header: t("staff.state"),
        cell: (info) => t(`staff.${info.getValue()}`),
      }),
      column.accessor("createdAt", {
        header: t("staff.since"),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("staff.actions")}</span>,
        cell: ({ row: { original: member } }) =>
          member.active && member.id !== me ? <MemberActions member={member} /> : null,
      }),
    ],
    [t, language, me],
  );
  const table = useReactTable({ data: members, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.title")}</h1>
      <div className="mb-4" aria-live="polite">
        {actionData && "error" in actionData && <FormAlert tone="error">{actionData.error}</FormAlert>}
        {actionData && "done" in actionData && (
          <FormAlert tone="success">{t(`staff.done.${actionData.done}`)}</FormAlert>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="self-start md:col-span-2">
          <DataTable table={table} label={t("staff.title")} emptyText="–" />
        </div>
        <section className="self-start rounded-card bg-white p-5 shadow-card">
          <h2 className="mb-3 text-lg font-semibold">{t("staff.invite")}</h2>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="invite" />
            <TextField label={t("staff.email")} name="email" type="email" required />
            <TextField label={t("staff.name")} name="name" required maxLength={100} />
            <SelectField
              label={t("staff.role")}
              name="role"
              options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            />
            <Button type="submit" size="md">
              {t("staff.sendInvite")}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}

/** The owner's actions on another active member: reset their second factor, deactivate them. */
function MemberActions({ member }: { member: StaffMemberDetails }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="reset-second-factor" />
        <input type="hidden" name="id" value={member.id} />
        <Button type="submit" variant="outline" size="sm" aria-label={t("staff.resetFor", { name: member.name })}>
          {t("staff.reset")}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="deactivate" />
        <input type="hidden" name="id" value={member.id} />
        <Button type="submit" variant="danger" size="sm" aria-label={t("staff.deactivateFor", { name: member.name })}>
          {t("staff.deactivate")}
        </Button>
      </Form>
    </div>
  );
}
