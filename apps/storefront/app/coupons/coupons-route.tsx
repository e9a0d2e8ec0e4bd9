/**
 * /{lang}/my-account/coupons (account spec §2.11): the customer's coupons with their code, name, validity and
 * status, 'read more' (the description) and 'use now' (the cart with the coupon applied); and a form that claims a
 * coupon into the account by its code. Forms post to this page's action, so the page works before scripts load.
 */
import type { Language } from "@dukkan/i18n";
import type { CustomerCoupon } from "@dukkan/occ/cart";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/coupons-route";
import { AccountCard } from "../account/account-card";
import { readCouponCode } from "../cart/page/coupon-code";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { OccRequestError } from "../occ/occ-client.server";
import { formatOrderDate } from "../orders/order-display";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { applyCouponToCart, claimCoupon, fetchCustomerCoupons } from "./coupons.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

type ActionData = { couponCode?: string; codeMissing?: true; error?: string };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => ({
    title: t("myCoupons.title"),
    coupons: await fetchCustomerCoupons(context),
    claimed: searchParams.get("claimed"),
  }));

export async function action(args: Route.ActionArgs) {
  const { language, session, context, t, form } = await readAccountForm(args);
  const code = readCouponCode(form.get("couponCode"));
  if (!code.ok) return data<ActionData>({ codeMissing: true }, { status: 400 });
  try {
    if (form.get("intent") === "use") {
      await applyCouponToCart(session, language, code.couponCode);
      session.set("notice", {
        tone: "success",
        text: t("myCoupons.applied", { code: code.couponCode }),
      });
      return redirect(`/${language}/cart`, { headers: await sessionHeaders(session) });
    }
    const coupon = await claimCoupon(context, code.couponCode);
    const claimed = new URLSearchParams({ claimed: coupon.couponId });
    return redirect(`/${language}/my-account/coupons?${claimed}`, { headers: await sessionHeaders(session) });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    // The API's message, in the page's language (voucher refusals are written for shoppers).
    return data<ActionData>(
      { couponCode: code.couponCode, error: error.message },
      { status: error.status === 429 ? 429 : 400, headers: await sessionHeaders(session) },
    );
  }
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CouponsPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const result = actionData as ActionData | undefined;
  const language = params.lang as Language;
  return (
    <AccountCard title={loaderData.title} intro={t("myCoupons.intro")} wide>
      {result?.error ? (
        <FormAlert tone="error">{result.error}</FormAlert>
      ) : loaderData.claimed ? (
        <FormAlert tone="success">{t("myCoupons.claimed", { code: loaderData.claimed })}</FormAlert>
      ) : null}
      <section aria-labelledby="claim-coupon-heading" className="mt-6">
        <h2 id="claim-coupon-heading" className="text-lg font-bold text-ink-900">
          {t("myCoupons.claimTitle")}
        </h2>
        <Form method="post" noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="claim" />
          <div className="flex-1">
            <TextField
              label={t("myCoupons.claimCode")}
              name="couponCode"
              dir="ltr"
              autoComplete="off"
              required
              defaultValue={result?.couponCode ?? ""}
              error={result?.codeMissing ? t("formErrors.required") : undefined}
            />
          </div>
          <Button type="submit" disabled={busy} className="w-full sm:mt-7 sm:w-44">
            {t("myCoupons.claim")}
          </Button>
        </Form>
      </section>
      {loaderData.coupons.length === 0 ? (
        <p className="mt-8 text-ink-700" data-testid="no-coupons">
          {t("myCoupons.empty")}
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="coupons">
          {loaderData.coupons.map((coupon) => (
            <CouponCard key={coupon.couponId} coupon={coupon} language={language} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

const STATUS_CLASS: Record<CustomerCoupon["status"], string> = {
  Effective: "bg-brand-50 text-brand-800",
  ExpireSoon: "bg-accent-50 text-accent-700",
  PreEffective: "bg-ink-100 text-ink-700",
};

function CouponCard({ coupon, language }: { coupon: CustomerCoupon; language: Language }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const validity =
    coupon.status === "PreEffective" && coupon.startDate
      ? t("myCoupons.validFrom", { date: formatOrderDate(coupon.startDate, language) })
      : coupon.endDate
        ? t("myCoupons.validUntil", { date: formatOrderDate(coupon.endDate, language) })
        : t("myCoupons.noEndDate");
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-ink-200 p-4"
      data-testid="coupon"
      data-coupon={coupon.couponId}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-bold text-ink-900" dir="ltr">
          {coupon.couponId}
        </span>
        <span className={`ms-auto rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[coupon.status]}`}>
          {t(`myCoupons.status.${coupon.status}`)}
        </span>
      </div>
      <p className="font-semibold text-ink-900">{coupon.name}</p>
      <p className="text-sm text-ink-700">{validity}</p>
      {coupon.description ? (
        <details className="text-sm text-ink-700">
          <summary className="cursor-pointer font-semibold text-brand-800">{t("myCoupons.readMore")}</summary>
          <p className="mt-1">{coupon.description}</p>
        </details>
      ) : null}
      {/* A coupon not valid yet cannot go onto the cart: no button until it can. */}
      {coupon.status === "PreEffective" ? null : (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="couponCode" value={coupon.couponId} />
          <Button type="submit" size="sm" disabled={busy}>
            {t("myCoupons.useNow")}
          </Button>
        </Form>
      )}
    </li>
  );
}
