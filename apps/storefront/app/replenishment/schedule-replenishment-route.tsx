/**
 * /{lang}/checkout/replenishment (account spec §2.22; issue 21): a signed-in customer at the review (payment) step
 * turns the checkout cart into a scheduled replenishment order instead of one order: how often (every N days, every
 * N weeks on chosen days, or monthly on a day), the start date, cash on delivery or one of the customer's saved
 * cards (charged on each day without them, decision 0066), the terms. The action sets the cart's payment to the
 * choice and schedules it; the customer lands on the confirmation, whose heading names
 * the replenishmentOrderCode. A plain form: it works before scripts load, every choice's fields shown.
 */
import type { PaymentDetails } from "@dukkan/occ/checkout";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/constants";
import { DAYS_OF_WEEK, RECURRENCE_PERIODS, type RecurrencePeriod } from "@dukkan/occ/replenishment-constants";
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "@dukkan/ui/button";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { Route } from "./+types/schedule-replenishment-route";
import { requireCheckout, sessionRedirect } from "../checkout/checkout-guard.server";
import { CheckoutLayout } from "../checkout/checkout-layout";
import { TermsLink } from "../checkout/terms-link";
import {
  loadPaymentModes,
  loadSavedPaymentDetails,
  setPaymentMode,
  setSavedPaymentDetails,
} from "../checkout/checkout.server";
import { stepPath } from "../checkout/checkout-steps";
import { i18nFor } from "../i18n/i18n";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { readFormData } from "../security/form-data.server";
import { sessionHeaders } from "../session/session.server";
import { RadioGroup } from "../ui/radio-group";
import { replenishmentConfirmationPath } from "./replenishment-paths";
import { scheduleReplenishment } from "./replenishment.server";
import { savedCardFacts } from "./replenishment-format";
import { COUNT_MAX, readScheduleForm, uaeToday, type ScheduleFieldErrors } from "./schedule-form";

type ActionData = {
  period?: RecurrencePeriod;
  errors?: ScheduleFieldErrors;
  termsError?: boolean;
  paymentError?: boolean;
  message?: string;
};

/**
 * The checkout of a signed-in customer who may pay cash on delivery or has saved cards (decision 0066), with those
 * choices; anyone else goes back to the payment step.
 */
async function requireSchedulingCheckout(args: Route.LoaderArgs | Route.ActionArgs) {
  const checkout = await requireCheckout(args, "paymentDetails");
  // An agent never schedules for the customer (it may charge a saved card; the API refuses it, decision 0076).
  if (checkout.session.data.agent) {
    throw await sessionRedirect(checkout.session, stepPath(checkout.language, "paymentDetails"), {
      tone: "info",
      key: "assistedService.replenishmentByCustomer",
    });
  }
  const modes = checkout.isGuest ? [] : await loadPaymentModes(checkout);
  const cashAllowed = modes.some((mode) => mode.code === PAYMENT_MODE_CODES.payOnDelivery);
  const cardAllowed = modes.some((mode) => mode.code === PAYMENT_MODE_CODES.card);
  const cards = cardAllowed ? await loadSavedPaymentDetails(checkout) : [];
  if (!cashAllowed && cards.length === 0) {
    throw redirect(stepPath(checkout.language, "paymentDetails"), {
      headers: await sessionHeaders(checkout.session),
    });
  }
  return { checkout, cashAllowed, cards };
}

/** A saved card as the radio option reads it (brand, last four digits, expiry). */
const cardChoice = (card: PaymentDetails) => ({
  id: card.id!,
  ...savedCardFacts(card),
  isDefault: Boolean(card.defaultPayment),
});

export async function loader(args: Route.LoaderArgs) {
  const { checkout, cashAllowed, cards } = await requireSchedulingCheckout(args);
  const { session, cart, language } = checkout;
  return data(
    {
      cart,
      today: uaeToday(),
      cashAllowed,
      cards: cards.filter((card) => card.id).map(cardChoice),
      title: i18nFor(language).t("scheduleReplenishment.title"),
    },
    { headers: await sessionHeaders(session) },
  );
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const { checkout, cashAllowed, cards } = await requireSchedulingCheckout(args);
  const { session, language, ref } = checkout;
  const form = await readFormData(args.request);
  const read = readScheduleForm(form, uaeToday());
  const termsError = form.get("termsChecked") !== "true";
  // "cash", or the id of one of the customer's saved cards (the API checks the card is theirs again).
  const payment = String(form.get("payment") ?? (cashAllowed ? "cash" : ""));
  const card = cards.find((saved) => saved.id === payment);
  const paymentError = !(payment === "cash" && cashAllowed) && !card;
  if (read.errors || termsError || paymentError) {
    return data<ActionData>(
      { period: read.period, ...(read.errors ? { errors: read.errors } : {}), termsError, paymentError },
      { status: 400 },
    );
  }
  let code: string;
  try {
    if (card?.id) {
      await setPaymentMode(checkout, PAYMENT_MODE_CODES.card);
      await setSavedPaymentDetails(checkout, card.id);
    } else {
      await setPaymentMode(checkout, PAYMENT_MODE_CODES.payOnDelivery);
    }
    const scheduled = await scheduleReplenishment(ref.cartId, read.fields, {
      lang: language,
      accessToken: ref.accessToken!,
    });
    code = scheduled.replenishmentOrderCode;
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      return data<ActionData>({ message: error.errors[0]?.message ?? error.message }, { status: 400 });
    }
    throw error;
  }
  // The cart became the schedule (as placing an order turns it into the order): a new one is made when needed.
  session.unset("cartGuid");
  return redirect(replenishmentConfirmationPath(language, code), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ScheduleReplenishmentPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, today, cashAllowed, cards } = loaderData;
  const answer = actionData as ActionData | undefined;
  const errors = answer?.errors ?? {};
  const submitting = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const [period, setPeriod] = useState<RecurrencePeriod>(answer?.period ?? "MONTHLY");
  const shown = (choice: RecurrencePeriod) => !hydrated || period === choice;
  const errorText = (field: keyof ScheduleFieldErrors) => {
    const key = errors[field];
    if (!key) return undefined;
    return field in COUNT_MAX ? t(key, { max: COUNT_MAX[field as keyof typeof COUNT_MAX] }) : t(key);
  };
  const countField = (name: keyof typeof COUNT_MAX, defaultValue: string) => (
    <TextField
      label={t(`scheduleReplenishment.${name}`)}
      name={name}
      type="number"
      inputMode="numeric"
      min={1}
      max={COUNT_MAX[name]}
      defaultValue={defaultValue}
      error={errorText(name)}
      {...(name === "nthDayOfMonth" ? { hint: t("scheduleReplenishment.nthDayOfMonthHint") } : {})}
    />
  );
  return (
    <CheckoutLayout step="paymentDetails" cart={cart}>
      <section
        className="flex flex-col gap-5 rounded-card bg-white p-4 shadow-card md:p-6"
        data-testid="schedule-replenishment"
      >
        <h2 className="text-xl font-bold text-ink-900">{t("scheduleReplenishment.title")}</h2>
        <p className="text-sm text-ink-700">{t("scheduleReplenishment.intro")}</p>
        {answer?.message ? <FormAlert tone="error">{answer.message}</FormAlert> : null}
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <RadioGroup
            legend={t("scheduleReplenishment.recurrence")}
            name="recurrencePeriod"
            value={period}
            onValueChange={(value) => setPeriod(value as RecurrencePeriod)}
            options={RECURRENCE_PERIODS.map((value) => ({
              value,
              label: t(`scheduleReplenishment.${value.toLowerCase() as Lowercase<RecurrencePeriod>}`),
            }))}
          />
          {/* Before scripts run every choice's fields show; the chosen one is read. Then only the chosen one's. */}
          {shown("DAILY") ? countField("numberOfDays", "14") : null}
          {shown("WEEKLY") ? (
            <div className="flex flex-col gap-3">
              {countField("numberOfWeeks", "1")}
              <fieldset aria-invalid={errors.daysOfWeek ? true : undefined} className="flex flex-wrap gap-x-4 gap-y-1">
                <legend className="mb-1 text-sm font-semibold text-ink-800">
                  {t("scheduleReplenishment.daysOfWeek")}
                </legend>
                {DAYS_OF_WEEK.map((day) => (
                  <label key={day} className="flex items-center gap-1.5 text-sm">
                    <input type="checkbox" name="daysOfWeek" value={day} className="size-4 accent-brand-700" />
                    {t(`weekday.${day}`)}
                  </label>
                ))}
                {errorText("daysOfWeek") ? (
                  <span role="alert" className="w-full text-sm font-medium text-sale">
                    {errorText("daysOfWeek")}
                  </span>
                ) : null}
              </fieldset>
            </div>
          ) : null}
          {shown("MONTHLY") ? countField("nthDayOfMonth", String(Number(today.slice(8, 10)))) : null}
          <TextField
            label={t("scheduleReplenishment.startDate")}
            name="replenishmentStartDate"
            type="date"
            min={today}
            defaultValue={today}
            error={errorText("replenishmentStartDate")}
          />
          <div className="flex flex-col gap-2" data-testid="schedule-payment">
            <RadioGroup
              legend={t("scheduleReplenishment.payment")}
              name="payment"
              defaultValue={cashAllowed ? "cash" : (cards.find((card) => card.isDefault)?.id ?? cards[0]?.id ?? "cash")}
              error={answer?.paymentError ? t("scheduleReplenishment.choosePayment") : undefined}
              options={[
                ...(cashAllowed ? [{ value: "cash", label: t("scheduleReplenishment.cashOnDelivery") }] : []),
                ...cards.map((card) => ({ value: card.id, label: t("scheduleReplenishment.savedCard", card) })),
              ]}
            />
            {cards.length > 0 ? <p className="text-sm text-ink-700">{t("scheduleReplenishment.cardNote")}</p> : null}
          </div>
          <CheckboxField
            name="termsChecked"
            value="true"
            error={answer?.termsError ? t("scheduleReplenishment.termsRequired") : undefined}
          >
            {t("scheduleReplenishment.termsIntro")}{" "}
            <TermsLink
              language={params.lang}
              label={t("scheduleReplenishment.termsLink")}
              newTabNote={t("common.opensInNewTab")}
            />
          </CheckboxField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <LinkButton to={stepPath(params.lang, "paymentDetails")} variant="secondary" size="md">
              {t("scheduleReplenishment.back")}
            </LinkButton>
            <Button type="submit" disabled={submitting} data-testid="schedule-replenishment-submit">
              {t("scheduleReplenishment.submit")}
            </Button>
          </div>
        </Form>
      </section>
    </CheckoutLayout>
  );
}
