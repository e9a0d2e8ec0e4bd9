/**
 * One customer (support and the owner): profile, how they sign in and when they last did, addresses, orders (each
 * linking to its order page for staff who may open orders), consents and notification choices; the account
 * actions are plain forms posted to this route's action (they work before scripts): disable or enable the account,
 * e-mail a password-reset link, adjust the loyalty points with a reason.
 */
import { formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { StaffCustomer } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { deliveryRegions } from "../orders/delivery-areas.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import { AgentHandover } from "./agent-handover";
import { startAgentSession } from "./agent-handover.server";
import type { Route } from "./+types/customer-route";
import { LoyaltyAdjustment } from "./loyalty-adjustment";
import { loyaltyAdjustmentOf } from "./loyalty-adjustment.server";

const INTENTS = ["disable", "enable", "password-reset"] as const;
type Intent = (typeof INTENTS)[number];

export const meta: Route.MetaFunction = ({ data, params }) =>
  pageTitle(params.lang, "customers.detailTitle", {
    name: data ? `${data.customer.firstName} ${data.customer.lastName}` : "",
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "customers")) throw redirect(`/${language}/`);
  const [customer, regions] = await Promise.all([
    orNotFound(api<StaffCustomer>(`/customers/${encodeURIComponent(params.customerId)}`)),
    deliveryRegions(language),
  ]);
  const placeNames = Object.fromEntries([
    ...regions.map((region) => [region.isocode, region.name]),
    ...regions.flatMap((region) => region.areas.map((area) => [area.isocode, area.name])),
  ]) as Record<string, string>;
  return { customer, placeNames, language, mayOpenOrders: mayOpen(staff.role, "orders") };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "customers")) throw redirect(`/${language}/`);
  const form = await request.formData();
  if (form.get("intent") === "loyalty") return loyaltyAdjustmentOf(api, params.customerId, form, language);
  if (form.get("intent") === "act-as") return startAgentSession(api, params.customerId, language);
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) return { error: "unknown" };
  try {
    await api(`/customers/${encodeURIComponent(params.customerId)}/${intent}`, { method: "POST" });
  } catch (error) {
    if (error instanceof StaffApiError && error.type === "NoPasswordError") return { error: "noPassword" };
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) return { error: "unknown" };
    throw error;
  }
  return { done: intent };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-x-3 py-1">
      <dt className="w-36 shrink-0 font-semibold text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function CustomerPage({
  loaderData: { customer, placeNames, language, mayOpenOrders },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const place = (isocode: string) => placeNames[isocode] ?? isocode;
  const state = customer.disabledAt ? "disabled" : customer.activated ? "active" : "notActivated";
  const yesNo = (value: boolean) => t(value ? "customers.yes" : "customers.no");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/customers`} className="text-brand-700 underline">
          {t("customers.backToList")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">
          {customer.firstName} {customer.lastName}
        </h1>
        <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold" data-testid="customer-state">
          {t(`customers.states.${state}`)}
        </span>
      </div>
      <div className="mb-4" aria-live="polite">
        {actionData && "error" in actionData && !("loyalty" in actionData) && (
          <FormAlert tone="error">{t(`customers.errors.${actionData.error}`)}</FormAlert>
        )}
        {actionData && "done" in actionData && !("loyalty" in actionData) && (
          <FormAlert tone="success">{t(`customers.done.${actionData.done}`)}</FormAlert>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-4 md:col-span-2">
          <Section title={t("customers.profile")}>
            <dl className="text-sm">
              <Fact label={t("customers.email")}>
                <span dir="ltr">{customer.email}</span>
              </Fact>
              <Fact label={t("customers.phone")}>
                <span dir="ltr">{customer.phoneNumber ?? "–"}</span>
                {customer.phoneNumber && (
                  <span className="ms-2 text-ink-500">
                    ({t(customer.phoneVerified ? "customers.verified" : "customers.notVerified")})
                  </span>
                )}
              </Fact>
              <Fact label={t("customers.language")}>{customer.language === "ar" ? "العربية" : "English"}</Fact>
              <Fact label={t("customers.registered")}>{formatDateTime(customer.registeredAt, language)}</Fact>
              <Fact label={t("customers.lastSignIn")} testId="last-sign-in">
                {customer.lastSignInAt ? formatDateTime(customer.lastSignInAt, language) : t("customers.never")}
              </Fact>
              <Fact label={t("customers.signInWith")}>
                {[
                  ...(customer.signIn.password ? [t("customers.password")] : []),
                  ...customer.signIn.socialProviders.map((provider) =>
                    t(`customers.providers.${provider}`, { defaultValue: provider }),
                  ),
                ].join(language === "ar" ? "، " : ", ") || "–"}
              </Fact>
              {customer.disabledAt && (
                <Fact label={t("customers.disabledSince")}>{formatDateTime(customer.disabledAt, language)}</Fact>
              )}
            </dl>
          </Section>
          <Section title={t("customers.orders")}>
            <p className="mb-3 text-sm" data-testid="orders-summary">
              {t("customers.ordersSummary", {
                count: customer.orders.count,
                spent: formatFils(customer.orders.totalSpentFils, language),
              })}
            </p>
            {customer.orders.recent.length > 0 && (
              <ul className="divide-y divide-ink-100 text-sm">
                {customer.orders.recent.map((order) => (
                  <li key={order.code} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                    {mayOpenOrders ? (
                      <Link
                        to={`/${language}/orders/${encodeURIComponent(order.code)}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {order.code}
                      </Link>
                    ) : (
                      <span className="font-semibold">{order.code}</span>
                    )}
                    <span className="text-ink-600">{order.placed ? formatDateTime(order.placed, language) : "–"}</span>
                    <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold">
                      {t(`status.${order.status}`, { defaultValue: order.status })}
                    </span>
                    <span className="ms-auto tabular-nums">{formatFils(order.totalPriceFils, language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t("customers.addresses")}>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-ink-600">{t("customers.noAddresses")}</p>
            ) : (
              <ul className="grid gap-3 text-sm sm:grid-cols-2">
                {customer.addresses.map((address) => (
                  <li key={address.id} className="rounded-lg border border-ink-200 p-3">
                    <p className="font-semibold">
                      {address.name}
                      {address.isDefault && (
                        <span className="ms-2 text-xs font-normal text-ink-500">({t("customers.default")})</span>
                      )}
                    </p>
                    <p>{address.line1}</p>
                    {address.line2 && <p>{address.line2}</p>}
                    <p>
                      {place(address.areaIsocode)}, {place(address.regionIsocode)}
                    </p>
                    <p dir="ltr" className="rtl:text-right">
                      {address.phone}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="space-y-4">
          <Section title={t("customers.account")}>
            <div className="flex flex-col items-start gap-3">
              {customer.signIn.password && (
                <Form method="post">
                  <input type="hidden" name="intent" value="password-reset" />
                  <Button type="submit" variant="outline" size="sm">
                    {t("customers.sendPasswordReset")}
                  </Button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value={customer.disabledAt ? "enable" : "disable"} />
                <Button type="submit" variant={customer.disabledAt ? "primary" : "danger"} size="sm">
                  {t(customer.disabledAt ? "customers.enable" : "customers.disable")}
                </Button>
              </Form>
              <p className="text-xs text-ink-600">{t("customers.disableHint")}</p>
            </div>
          </Section>
          {!customer.disabledAt && (
            <Section title={t("customers.assistedService")}>
              <AgentHandover
                intent="act-as"
                handover={actionData && "handover" in actionData ? actionData.handover : undefined}
                startLabel={t("customers.actAs")}
                openLabel={t("customers.openShopAs")}
                hint={t("customers.actAsHint")}
              />
            </Section>
          )}
          <Section title={t("loyaltyAdjustment.title")}>
            <LoyaltyAdjustment
              balance={{
                points: customer.loyalty.points,
                value: formatFils(Math.round(customer.loyalty.value * 100), language),
              }}
              answer={actionData && "loyalty" in actionData ? actionData : undefined}
            />
          </Section>
          <Section title={t("customers.consents")}>
            <dl className="text-sm">
              <Fact label={t("customers.newsletter")}>{yesNo(customer.consents.newsletter)}</Fact>
            </dl>
          </Section>
          <Section title={t("customers.notifications")}>
            <dl className="text-sm">
              {customer.notificationPreferences
                .filter((preference) => preference.visible)
                .map((preference) => (
                  <Fact key={preference.channel} label={t(`customers.channels.${preference.channel}`)}>
                    {yesNo(preference.enabled)}
                  </Fact>
                ))}
            </dl>
          </Section>
        </div>
      </div>
    </>
  );
}
