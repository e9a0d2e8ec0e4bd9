/**
 * The home page's content (merchandiser and owner): the rotating banners in a TanStack Table grid with each one's
 * order number and enabled box (one form: 'Save order and visibility'), each headline linking to its edit page; and
 * each carousel's form (title in both languages; for product carousels, its product codes); 'Add a banner' opens the
 * new-banner form, and a banner deleted from its page comes back here (`?deleted`). Plain forms posted to this
 * route's action, told apart by `intent`.
 */
import { Field, INPUT_CLASS } from "@dukkan/ui/field";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { StaffHomeBanner, StaffHomeContent } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { DataTable } from "../lists/data-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/home-content-route";
import { contentWrite } from "./content-action.server";
import { bannerOrderOf, carouselBodyOf } from "./content-form";
import { BilingualFields, ContentHeading, Section, useFormState, type ContentActionAnswer } from "./content-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.home.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const home = await api<StaffHomeContent>("/cms/home");
  return { home, language, deleted: new URL(request.url).searchParams.has("deleted") };
}

export async function action({ request, params }: Route.ActionArgs): Promise<ContentActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const form = await request.formData();
  if (form.get("intent") === "carousel") {
    const uid = String(form.get("uid") ?? "");
    return contentWrite(form, `carousel-${uid}`, "content.saved", () =>
      api(`/cms/carousels/${encodeURIComponent(uid)}`, { method: "PUT", body: carouselBodyOf(form) }),
    );
  }
  const before = form.getAll("banner").map(String);
  return contentWrite(form, "banners", "content.saved", () =>
    api("/cms/home/banners", { method: "PUT", body: bannerOrderOf(form, before) }),
  );
}

const column = createColumnHelper<StaffHomeBanner>();

export default function HomeContent({ loaderData, actionData }: Route.ComponentProps) {
  const { home, language, deleted } = loaderData;
  const { t } = useTranslation();
  const banners = useFormState(actionData, "banners");
  const saved = actionData && "done" in actionData ? JSON.stringify(home) : "typed";
  const columns = useMemo(
    () => [
      column.display({
        id: "position",
        header: t("content.home.position"),
        cell: (info) => (
          <>
            <input type="hidden" name="banner" value={info.row.original.uid} />
            <input
              type="number"
              name={`position.${info.row.original.uid}`}
              defaultValue={info.row.index + 1}
              min={1}
              aria-label={`${t("content.home.position")}: ${localized(info.row.original.headline, language)}`}
              className={`${INPUT_CLASS} max-w-24`}
              dir="ltr"
            />
          </>
        ),
      }),
      column.accessor((row) => localized(row.headline, language), {
        id: "headline",
        header: t("content.home.headline"),
        cell: (info) => (
          <Link
            to={`/${language}/content/banners/${encodeURIComponent(info.row.original.uid)}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue() || info.row.original.uid}
          </Link>
        ),
      }),
      column.accessor("urlLink", {
        header: t("content.home.link"),
        cell: (info) => (
          <span dir="ltr" className="break-all text-sm">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("enabled", {
        header: t("content.home.enabled"),
        cell: (info) => (
          <input
            type="checkbox"
            name={`enabled.${info.row.original.uid}`}
            defaultChecked={info.getValue()}
            aria-label={`${t("content.home.enabled")}: ${localized(info.row.original.headline, language)}`}
            className="size-5 accent-brand-700"
          />
        ),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: home.banners, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ContentHeading language={language} />
      <p className="mb-4 text-sm text-ink-700">{t("content.home.intro")}</p>
      <div className="flex flex-col gap-6">
        <Section title={t("content.home.banners")} testId="home-banners">
          <p className="text-sm text-ink-700">{t("content.home.bannersHint")}</p>
          <p>
            <Link to={`/${language}/content/banners/new`} className="font-semibold text-brand-700 underline">
              {t("content.newBanner.open")}
            </Link>
          </p>
          <div aria-live="polite">
            {deleted && !actionData ? <FormAlert tone="success">{t("content.deleteBanner.deleted")}</FormAlert> : null}
            {banners.alert}
          </div>
          <Form method="post" key={saved} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="banners" />
            <DataTable table={table} label={t("content.home.banners")} emptyText="–" />
            <div>
              <Button type="submit">{t("content.home.saveOrder")}</Button>
            </div>
          </Form>
        </Section>
        <h2 className="text-xl font-bold">{t("content.home.carousels")}</h2>
        {home.carousels.map((carousel) => (
          <CarouselForm key={`${carousel.uid}-${saved}`} carousel={carousel} answer={actionData} />
        ))}
      </div>
    </>
  );
}

function CarouselForm({
  carousel,
  answer,
}: {
  carousel: StaffHomeContent["carousels"][number];
  answer: ContentActionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const state = useFormState(answer, `carousel-${carousel.uid}`);
  return (
    <Form method="post" data-testid={`carousel-${carousel.uid}`}>
      <input type="hidden" name="intent" value="carousel" />
      <input type="hidden" name="uid" value={carousel.uid} />
      <Section title={`${carousel.title.en} · ${t("content.home.carouselType", { type: carousel.carouselType })}`}>
        <div aria-live="polite">{state.alert}</div>
        <BilingualFields
          name="title"
          label={t("content.home.carouselTitle")}
          stored={carousel.title}
          state={state}
          required
        />
        {carousel.productCodes ? (
          <Field
            label={t("content.home.productCodes")}
            hint={t("content.home.productCodesHint")}
            error={state.problem("productCodes")}
          >
            {(control) => (
              <textarea
                {...control}
                name="productCodes"
                rows={4}
                dir="ltr"
                defaultValue={state.value("productCodes", carousel.productCodes!.join("\n"))}
                className={`${INPUT_CLASS} font-mono text-sm`}
              />
            )}
          </Field>
        ) : (
          <p className="text-sm text-ink-700">{t("content.home.noProducts")}</p>
        )}
        <div>
          <Button type="submit">{t("content.home.saveCarousel")}</Button>
        </div>
      </Section>
    </Form>
  );
}
