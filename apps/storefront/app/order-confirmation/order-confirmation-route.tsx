/**
 * /{lang}/order-confirmation (checkout spec §2.16): the order the session just placed (`placedOrder`), read by
 * code for customers and by guid for guests. Heading, thanks, the invoice e-mail note, items, totals, overview,
 * shipping and billing; a guest can turn the order into an account (§5.8), which signs them in and sends them
 * home. A customer's order links to its details page. Without a placed order (or when it can no longer be read)
 * the shopper goes to the order history with a notice (§2.16 guard), or home for a guest, who has no history.
 */
import { AddToHomeScreenBanner } from "../installable/add-to-home-screen-banner";
import type { Language } from "@dukkan/i18n";
import type { Order } from "@dukkan/occ/order";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { usePurchaseOnce } from "../analytics/funnel-trackers";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getAccessToken } from "../account/auth.server";
import { FormAlert } from "@dukkan/ui/form-alert";
import { PasswordField } from "@dukkan/ui/field";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { formatPrice } from "../ui/price";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { metaFor } from "../seo/page-meta";
import { getSession, sessionHeaders, type Session } from "../session/session.server";
import type { Route } from "./+types/order-confirmation-route";
import { confirmationLines, type ConfirmationLine } from "./confirmation-lines";
import { readGuestAccountForm, type GuestAccountErrors } from "./guest-account-form";
import { loadPlacedOrder, registerGuest } from "./order-confirmation.server";
import { LEAVE_PATH, useClearPlacedOrderOnLeaving } from "./leave-order-confirmation";
import { requireLanguage } from "../i18n/route-language";
import { summaryAmounts } from "../cart/summary-amounts";
import { DEFAULT_HISTORY_SORT, historyHref, orderDetailsPath } from "../orders/order-display";

type ActionData = { fieldErrors?: GuestAccountErrors; refusal?: "emailTaken" | "failed" };

function languageOf(params: { lang?: string }): Language {
  requireLanguage(params.lang);
  return params.lang;
}

async function goHome(
  session: Session,
  language: Language,
  notice?: { tone: "info" | "success"; key: string },
  to = `/${language}/`,
) {
  session.unset("placedOrder");
  if (notice) session.set("notice", notice);
  return redirect(to, { headers: await sessionHeaders(session) });
}

/** No order to confirm: a customer goes to their order history, a guest home. */
function goToOrders(session: Session, language: Language, signedIn: boolean) {
  const to = signedIn ? historyHref(language, { page: 1, sort: DEFAULT_HISTORY_SORT }) : `/${language}/`;
  return goHome(session, language, { tone: "info", key: "orderConfirmation.noOrder" }, to);
}

/** The placed date as the shop's customers read it: UAE time, Latin digits. */
function placedDate(order: Order, language: Language): string | undefined {
  if (!order.created) return undefined;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Dubai",
  }).format(new Date(order.created));
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOf(params);
  const session = await getSession(request);
  const sealedBefore = JSON.stringify(session.data);
  const placed = session.data.placedOrder;
  const accessToken = await getAccessToken(session);
  if (!placed) throw await goToOrders(session, language, Boolean(accessToken));
  const order = await loadPlacedOrder(session, placed, accessToken, language);
  // Spec §2.16 guard: loaded, non-empty order details.
  if (!order?.entries?.length) throw await goToOrders(session, language, Boolean(accessToken));
  const body = {
    title: i18nFor(language).t("orderConfirmation.title"),
    order,
    lines: confirmationLines(order),
    placed: placedDate(order, language),
    email: order.paymentInfo?.billingAddress?.email ?? order.deliveryAddress?.email,
  };
  // Re-seal only a changed session (a refreshed token): an unchanged copy arriving late could bring back a
  // placed order that leaving the page has just cleared.
  if (JSON.stringify(session.data) === sealedBefore) return body;
  return data(body, { headers: await sessionHeaders(session) });
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = languageOf(params);
  assertSameOrigin(request);
  const session = await getSession(request);
  const placed = session.data.placedOrder;
  if (!placed) return goHome(session, language, { tone: "info", key: "orderConfirmation.noOrder" });
  const form = readGuestAccountForm(await readFormData(request));
  if (!form.ok) return data<ActionData>({ fieldErrors: form.fieldErrors }, { status: 400 });
  const outcome = await registerGuest(session, placed.guid, form.password, language);
  switch (outcome.outcome) {
    case "signedIn":
      return goHome(session, language, { tone: "success", key: "orderConfirmation.createAccount.created" });
    case "created":
      session.unset("placedOrder");
      session.set("notice", {
        tone: "success",
        key: "orderConfirmation.createAccount.createdSignIn",
        email: outcome.email,
      });
      return redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
    case "weakPassword":
      return data<ActionData>({ fieldErrors: { password: "formErrors.cxInvalidPassword" } }, { status: 400 });
    case "emailTaken":
      return data<ActionData>({ refusal: "emailTaken" }, { status: 400 });
    case "notGuestOrder":
      return data<ActionData>({ refusal: "failed" }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex, nofollow" }]
    : [];

const CARD_CLASS = "rounded-2xl border border-ink-200 p-4";
const HEADING_CLASS = "text-lg font-bold text-ink-900";

function Block({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section className={CARD_CLASS} data-testid={testId}>
      <h2 className={HEADING_CLASS}>{title}</h2>
      <div className="mt-2 flex flex-col gap-3 text-sm text-ink-800">{children}</div>
    </section>
  );
}

type AddressLike =
  NonNullable<Order["deliveryAddress"]> | NonNullable<NonNullable<Order["paymentInfo"]>["billingAddress"]>;

function AddressLines({ address }: { address: AddressLike | undefined }) {
  if (!address) return null;
  // Parts once each: an area is often named like its town (Deira, Deira).
  const join = (parts: (string | undefined)[], separator = ", ") =>
    [...new Set(parts.map((part) => part?.trim()).filter(Boolean))].join(separator);
  const area = "area" in address ? address.area?.name : undefined;
  const lines = [
    join([address.firstName, address.lastName], " "),
    join([address.line1, address.line2]),
    join([area, address.town, address.region?.name]),
    address.country?.name ?? address.country?.isocode,
    address.phone,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-900">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ItemRow({ line }: { line: ConfirmationLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex gap-3 py-3" data-testid="order-confirmation-item">
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-contain" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-ink-900">{line.name}</p>
        <p className="text-ink-600">
          {t("orderConfirmation.items.quantity", { quantity: line.quantity })}
          {line.unitPrice ? (
            <span className="ms-2">
              {t("orderConfirmation.items.unitPrice", { price: formatPrice(line.unitPrice, language) })}
            </span>
          ) : null}
        </p>
        {line.components.length > 0 ? (
          <div>
            <p className="text-ink-700">{t("orderConfirmation.items.kitContents")}</p>
            <ul className="list-disc ps-5 text-ink-600">
              {line.components.map((component) => (
                <li key={component.code}>
                  {t("orderConfirmation.items.componentQuantity", {
                    name: component.name,
                    quantity: component.quantity,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {line.configuration.length > 0 ? (
          <dl className="text-ink-600">
            {line.configuration.map((field) => (
              <div key={field.label} className="flex gap-1">
                <dt>{field.label}:</dt>
                <dd className="font-medium text-ink-800">{field.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <p className="shrink-0 font-semibold text-ink-900">{formatPrice(line.total, language)}</p>
    </li>
  );
}

function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const row = (label: string, value: string | undefined, strong = false) => (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-bold text-ink-900" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const { subtotal, discounts } = summaryAmounts(order);
  const delivery = order.deliveryCost?.value
    ? formatPrice(order.deliveryCost, language)
    : t("orderConfirmation.totals.free");
  return (
    <Block title={t("orderConfirmation.totals.title")} testId="order-confirmation-totals">
      <dl className="flex flex-col gap-2">
        {row(t("orderConfirmation.totals.subtotal"), formatPrice(subtotal, language))}
        {discounts ? row(t("orderConfirmation.totals.discounts"), `−${formatPrice(discounts, language)}`) : null}
        {row(t("orderConfirmation.totals.delivery"), delivery)}
        {row(t("orderConfirmation.totals.total"), formatPrice(order.totalPrice, language), true)}
      </dl>
      {order.totalTax ? (
        <p className="text-ink-600">
          {t("orderConfirmation.totals.vat", { amount: formatPrice(order.totalTax, language) })}
        </p>
      ) : null}
    </Block>
  );
}

function paymentText(order: Order): string | undefined {
  const card = order.paymentInfo;
  if (card?.cardNumber) return [card.cardType?.name ?? card.cardType?.code, card.cardNumber].filter(Boolean).join(" ");
  return order.paymentMode?.name ?? order.paymentMode?.code;
}

function GuestAccountForm({ email, result }: { email: string | undefined; result: ActionData | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const busy = useNavigation().state === "submitting";
  const error = (key: keyof GuestAccountErrors) => {
    const code = result?.fieldErrors?.[key];
    return code ? t(code) : undefined;
  };
  return (
    <section className={CARD_CLASS} aria-labelledby="guest-account-heading" data-testid="guest-account-form">
      <h2 id="guest-account-heading" className={HEADING_CLASS}>
        {t("orderConfirmation.createAccount.title")}
      </h2>
      {email ? (
        <p className="mt-1 text-sm text-ink-700">{t("orderConfirmation.createAccount.intro", { email })}</p>
      ) : null}
      {result?.refusal === "emailTaken" ? (
        <FormAlert tone="error">
          {t("orderConfirmation.createAccount.emailTaken")}{" "}
          <Link to={`/${language}/login`} className="underline">
            {t("orderConfirmation.createAccount.signIn")}
          </Link>
        </FormAlert>
      ) : null}
      {result?.refusal === "failed" ? (
        <FormAlert tone="error">{t("orderConfirmation.createAccount.failed")}</FormAlert>
      ) : null}
      <Form method="post" noValidate className="mt-4 flex max-w-md flex-col gap-4" aria-busy={busy}>
        <PasswordField
          label={t("orderConfirmation.createAccount.password")}
          name="password"
          autoComplete="new-password"
          required
          disabled={busy}
          hint={t("orderConfirmation.createAccount.hint")}
          error={error("password")}
        />
        <PasswordField
          label={t("orderConfirmation.createAccount.passwordconf")}
          name="passwordconf"
          autoComplete="new-password"
          required
          disabled={busy}
          error={error("passwordconf")}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {t("orderConfirmation.createAccount.submit")}
        </Button>
      </Form>
    </section>
  );
}

export default function OrderConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { order, lines, placed, email } = loaderData;
  const code = order.replenishmentOrderCode ?? order.code;
  const store = order.deliveryPointOfService;
  useClearPlacedOrderOnLeaving(`/${language}/${LEAVE_PATH}`);
  usePurchaseOnce(order);

  // Spec §2.16 assistive message: said once the page is shown (a live region filled after hydration is announced).
  const assistiveText = t("orderConfirmation.assistive", { code });
  const [announcement, setAnnouncement] = useState("");
  // A live region is announced when its text changes after it is on the page, so the text goes in after mount:
  // this effect talks to the screen reader, and filling the region during render would not be read out.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setAnnouncement(assistiveText), [assistiveText]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6" data-testid="order-confirmation">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink-900">{t("orderConfirmation.heading", { code })}</h1>
        <p className="text-lg font-semibold text-brand-800">{t("orderConfirmation.thankYou")}</p>
        <p className="text-ink-700" data-testid="order-confirmation-invoice-note">
          {email ? t("orderConfirmation.invoiceSentTo", { email }) : t("orderConfirmation.invoiceSent")}
        </p>
      </header>

      {order.guestCustomer ? <GuestAccountForm email={email} result={actionData as ActionData | undefined} /> : null}

      <AddToHomeScreenBanner />

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <section className={CARD_CLASS} aria-labelledby="order-items-heading" data-testid="order-confirmation-items">
          <h2 id="order-items-heading" className={HEADING_CLASS}>
            {t("orderConfirmation.items.title")}
          </h2>
          <ul className="divide-y divide-ink-100 text-sm">
            {lines.map((line) => (
              <ItemRow key={line.entryNumber} line={line} />
            ))}
          </ul>
        </section>
        <Totals order={order} />
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <Block title={t("orderConfirmation.overview.title")} testId="order-confirmation-overview">
          <dl className="flex flex-col gap-2">
            <Fact label={t("orderConfirmation.overview.orderNumber")}>{code}</Fact>
            {placed ? <Fact label={t("orderConfirmation.overview.placed")}>{placed}</Fact> : null}
            {order.statusDisplay ? (
              <Fact label={t("orderConfirmation.overview.status")}>{order.statusDisplay}</Fact>
            ) : null}
            {paymentText(order) ? (
              <Fact label={t("orderConfirmation.overview.payment")}>{paymentText(order)}</Fact>
            ) : null}
          </dl>
        </Block>
        <Block title={t("orderConfirmation.shipping.title")} testId="order-confirmation-shipping">
          <dl className="flex flex-col gap-2">
            {store ? (
              <Fact label={t("orderConfirmation.shipping.pickUpStore")}>
                <span className="block">{store.displayName}</span>
                <span className="block">{store.address.formattedAddress}</span>
              </Fact>
            ) : (
              <Fact label={t("orderConfirmation.shipping.deliveryAddress")}>
                <AddressLines address={order.deliveryAddress} />
              </Fact>
            )}
            {order.deliveryMode ? (
              <Fact label={t("orderConfirmation.shipping.deliveryMode")}>
                {order.deliveryMode.name ?? order.deliveryMode.code}
              </Fact>
            ) : null}
          </dl>
        </Block>
        <Block title={t("orderConfirmation.billing.title")} testId="order-confirmation-billing">
          <dl className="flex flex-col gap-2">
            <Fact label={t("orderConfirmation.billing.billingAddress")}>
              <AddressLines address={order.paymentInfo?.billingAddress ?? order.deliveryAddress} />
            </Fact>
          </dl>
        </Block>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        {order.guestCustomer ? null : (
          <LinkButton to={orderDetailsPath(language, order.code)} variant="outline" data-testid="view-order-details">
            {t("orderConfirmation.viewOrder")}
          </LinkButton>
        )}
        <LinkButton to={`/${language}/`} className="w-full sm:w-auto">
          {t("orderConfirmation.continueShopping")}
        </LinkButton>
      </div>
    </div>
  );
}
