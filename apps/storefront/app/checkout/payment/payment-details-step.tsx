/**
 * The payment details step of reading B (checkout spec §2.9, §2.12, §2.13, §4.1, §4.3, §4.5): payment method radios,
 * the saved cards or the new-card form with its billing address, the cash note, the order review, newsletter
 * consent, terms and 'Place order', and the area where the issuer's 3-D Secure challenge runs.
 *
 * Cash is a plain form post to the route's action (works before scripts load). A card needs the gateway's hosted
 * fields, so its flow runs in the browser: hosted-session update → payment details and 3-DS init → the 3-DS method step (10 s at most) → payer
 * authentication → the challenge, which ends on the validation page.
 */
import type { Cart } from "@dukkan/occ/cart";
import type { PaymentDetails } from "@dukkan/occ/checkout";
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { formatFils, toFils } from "@dukkan/money";
import { useTranslation } from "../../i18n/use-translation";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { stepPath } from "../checkout-steps";
import { TermsLink } from "../terms-link";
import { AgentPaymentLink } from "../../assisted-service/agent-payment-link";
import { useLanguage } from "../../i18n/use-language";
import { BillingAddress, readBillingFields, type RegionOption } from "./billing-address";
import { formSessionOutcome } from "./card-errors";
import { postCardFlow } from "./card-flow-client";
import type { CardFlowAnswer, CardFlowRequest, PaymentMessage } from "./card-flow-types";
import { deviceDataText } from "./device-data";
import { runGatewayHtml } from "./gateway-html";
import { NEW_CARD_FIELDS, NewCardForm, type FieldProblems } from "./new-card-form";
import { OrderReview } from "./order-review";
import { ScheduleReplenishmentOffer } from "../../replenishment/schedule-replenishment-offer";
import {
  initialPaymentType,
  methodOfType,
  PAYMENT_TYPE_STORAGE_KEY,
  readPaymentType,
  typeForAddNewCard,
  typeForMethod,
  typeForSavedCard,
  type PaymentMethod,
  type PaymentType,
} from "./payment-type";
import { CardBrandIcon, PaymentMessages, type ShownMessages } from "./payment-ui";
import { runMethodStep } from "./three-ds-method";
import { useHostedForm } from "./use-hosted-form";
import { buttonClass } from "@dukkan/ui/button";
import { RadioGroup, type RadioOption } from "../../ui/radio-group";
import type { LoyaltySummary } from "@dukkan/occ/loyalty";
import { coversOrder, LoyaltySection, type LoyaltyState } from "../../loyalty/loyalty-section";

/** The saved card's CVV dialog (React Aria's modal and a hosted field) loads when a payment first needs it. */
const CvvDialog = lazy(() => import("./cvv-dialog").then((module) => ({ default: module.CvvDialog })));

/** Spec §9: the page reloads 5 s after a card session error. */
const RELOAD_AFTER_SESSION_ERROR_MS = 5_000;

export type PaymentStepData = {
  cart: Cart;
  isGuest: boolean;
  cashAllowed: boolean;
  walletsShown: boolean;
  savedCards: PaymentDetails[];
  regions: RegionOption[];
  pickUp: boolean;
  canSubscribe: boolean;
  /** The type before the browser's stored one is read (cash when the cart already pays on delivery). */
  serverType: PaymentType;
  /** The customer's points with this cart's total (signed-in customers only). */
  loyalty?: LoyaltySummary;
  /** An assisted-service agent is acting for the customer: a card is the customer's to type (decision 0076). */
  agentSession?: boolean;
};

const PRIMARY_BUTTON = buttonClass({ className: "w-full sm:w-auto" });
const SECONDARY_BUTTON = buttonClass({ variant: "secondary", size: "sm" });

function lastDigits(card: PaymentDetails | undefined): string {
  return card?.cardNumber?.replace(/\D/g, "").slice(-4) ?? "";
}

function MethodRadios({
  method,
  cashAllowed,
  walletsShown,
  onChoose,
}: {
  method: PaymentMethod;
  cashAllowed: boolean;
  walletsShown: boolean;
  onChoose(method: PaymentMethod): void;
}) {
  const { t } = useTranslation();
  const options: RadioOption[] = [{ value: "card", label: t("paymentMethods.creditCard") }];
  if (cashAllowed) options.push({ value: "cash", label: t("paymentMethods.cash") });
  // The wallets are announced but not offered yet: shown disabled, so they never post.
  if (walletsShown) {
    for (const wallet of ["firstWallet", "secondWallet"] as const) {
      options.push({
        value: wallet,
        label: t(`paymentMethods.${wallet}`),
        description: t("paymentMethods.unavailable"),
        disabled: true,
      });
    }
  }
  return (
    <div data-testid="payment-methods">
      <RadioGroup
        legend={<span className="text-lg font-bold text-ink-900">{t("paymentMethods.title")}</span>}
        name="method"
        options={options}
        value={method}
        onValueChange={(value) => onChoose(value as PaymentMethod)}
      />
    </div>
  );
}

function SavedCardList({
  cards,
  selectedId,
  onUse,
  onAddNew,
}: {
  cards: PaymentDetails[];
  selectedId: string | undefined;
  onUse(id: string): void;
  onAddNew(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3" data-testid="saved-cards">
      <h2 className="text-base font-bold text-ink-900">{t("paymentMethods.choosePaymentMethod")}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => {
          const selected = card.id === selectedId;
          return (
            <li
              key={card.id}
              className={`flex flex-col gap-2 rounded-2xl border p-4 ${selected ? "border-brand-600 ring-1 ring-brand-600" : "border-ink-200"}`}
              data-testid="saved-card"
              data-selected={selected}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-semibold uppercase text-ink-600">
                  {t(card.defaultPayment ? "paymentMethods.defaultPayment" : "paymentMethods.additionalPayment")}
                </span>
                <CardBrandIcon code={card.cardType?.code} />
              </div>
              <p className="font-semibold text-ink-900">{card.accountHolderName}</p>
              <p className="font-mono text-sm text-ink-800" dir="ltr">
                {card.cardNumber}
              </p>
              <p className="text-sm text-ink-700">
                {t("paymentMethods.expires", { month: card.expiryMonth ?? "", year: card.expiryYear ?? "" })}
              </p>
              {selected ? (
                <p className="text-sm font-semibold text-brand-800">{t("paymentMethods.selected")}</p>
              ) : (
                <button type="button" onClick={() => onUse(card.id)} className={`${SECONDARY_BUTTON} self-start`}>
                  {t("paymentMethods.useThisPayment")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onAddNew} className={`${SECONDARY_BUTTON} self-start`}>
        {t("paymentMethods.addNewPayment")}
      </button>
    </section>
  );
}

type CardPhase = "idle" | "bankCheck" | "authenticating";

const PHASE_TEXT: Record<CardPhase, string> = {
  idle: "checkoutReview.orderInProcess",
  bankCheck: "checkoutReview.cardProgress.bankCheck",
  authenticating: "checkoutReview.cardProgress.authenticating",
};

/** The status line under 'Place order': what is happening while the shopper waits (a live region). */
function PlacingStatus({ placing, phase }: { placing: boolean; phase: CardPhase }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="order-in-process" data-phase={placing ? phase : "idle"}>
      {placing ? (
        <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          {t(PHASE_TEXT[phase])}
        </p>
      ) : null}
    </div>
  );
}

function problemsOf(outcome: ReturnType<typeof formSessionOutcome>): FieldProblems {
  if (outcome.kind === "fieldIsInvalid") return Object.fromEntries(outcome.fields.map((field) => [field, "invalid"]));
  if (outcome.kind !== "updateFieldError") return {};
  return Object.fromEntries(
    outcome.fields.map((field) => [field, outcome.missing.includes(field) ? "missing" : "invalid"]),
  );
}

export function PaymentDetailsStep({
  data,
  actionMessages,
  payRest,
  paymentLink,
}: {
  data: PaymentStepData;
  actionMessages?: PaymentMessage[];
  /** The action verified the phone for an order points pay part of: the card flow runs for the rest. */
  payRest?: { amount: number };
  /** The answer to the agent's 'Send payment link'. */
  paymentLink?: PaymentMessage;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { cart, isGuest, savedCards } = data;
  const context = { isGuest, savedCardCount: savedCards.length };

  const [type, setType] = useState<PaymentType>(data.serverType);
  const [selectedCardId, setSelectedCardId] = useState(
    (savedCards.find((card) => card.defaultPayment) ?? savedCards[0])?.id,
  );
  const [terms, setTerms] = useState(false);
  const [working, setWorking] = useState(false);
  /** Where a card payment stands while the shopper waits (announced in the status line). */
  const [cardPhase, setCardPhase] = useState<CardPhase>("idle");
  const [challenge, setChallenge] = useState(false);
  const [cvvOpen, setCvvOpen] = useState(false);
  /** The security code went to the gateway: the dialog waits for 3-D Secure to start and cannot be dismissed. */
  const [cvvConfirmed, setCvvConfirmed] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [shown, setShown] = useState<ShownMessages | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const methodArea = useRef<HTMLDivElement>(null);
  const challengeArea = useRef<HTMLDivElement>(null);
  const challengeTitle = useRef<HTMLHeadingElement>(null);
  const challengeTitleId = useId();
  const loadedType = useRef(false);

  const [loyalty, setLoyalty] = useState<LoyaltyState>({ choice: null, amount: 0 });
  const method = methodOfType(type);
  const loyaltyShown = data.loyalty !== undefined && method !== "cash";
  const usingPoints = loyaltyShown && loyalty.choice !== null;
  // Spec §4.1–4.2: points covering the whole order are payment type 3 (no card; the button asks for the SMS code).
  const coveredByPoints = usingPoints && coversOrder(loyalty, data.loyalty!);
  // Points that pay part of the order leave the rest to a card (decision 0065): the card fields stay.
  // An agent never gets the card form: no gateway session is opened for them (decision 0076).
  const newCard = method === "card" && type === -1 && !coveredByPoints && !data.agentSession;
  /** An agent on card payment: the customer types the card, through a payment link the agent sends (decision 0085). */
  const agentCard = method === "card" && Boolean(data.agentSession) && !coveredByPoints;
  /** The points (AED) the card flow under way sends with its authentication: the rest is the card's. */
  const redeemWithCard = useRef(0);
  const cardForm = useHostedForm({ language, scope: "0", fields: NEW_CARD_FIELDS, enabled: hydrated && newCard });
  const selectedCard = savedCards.find((card) => card.id === selectedCardId);

  const show = (messages: PaymentMessage[]) => setShown((previous) => ({ id: (previous?.id ?? 0) + 1, messages }));

  // Each answer of the page's action shows its messages.
  const [shownAnswer, setShownAnswer] = useState<PaymentMessage[] | undefined>();
  if (actionMessages !== shownAnswer) {
    setShownAnswer(actionMessages);
    if (actionMessages?.length) show(actionMessages);
  }

  // Spec §4.1: the stored type decides the block shown; the cart's own payment mode counts when nothing is stored.
  const readStoredType = useEffectEvent(() => {
    const stored = window.localStorage.getItem(PAYMENT_TYPE_STORAGE_KEY);
    setType(initialPaymentType(stored === null ? data.serverType : readPaymentType(stored), context));
    loadedType.current = true;
  });
  // Read once per page: later changes come from the shopper. The browser's storage is outside React and the
  // server cannot read it, so it is read after hydration (during render the first client render would not
  // match the server's HTML).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => readStoredType(), []);

  useEffect(() => {
    if (!loadedType.current) return;
    window.localStorage.setItem(PAYMENT_TYPE_STORAGE_KEY, String(type));
  }, [type]);

  // Spec §4.1 'on load, the chosen mode's code is sent to the cart' (and on every change of the radio).
  useEffect(() => {
    if (!hydrated) return;
    void postCardFlow(language, { intent: "method", method });
  }, [hydrated, language, method]);

  // The challenge window covers the page, so nothing scrolls under the shopper's (or a test's) click; the focus
  // goes to its title so a screen reader says where the shopper now is.
  useEffect(() => {
    if (challenge) challengeTitle.current?.focus();
  }, [challenge]);

  /** Shows an answer's messages and follows its redirect or reloads; true when the step succeeded. */
  function follow(answer: CardFlowAnswer): boolean {
    if (answer.messages?.length) show(answer.messages);
    if (answer.redirectTo) {
      window.location.assign(answer.redirectTo);
      return false;
    }
    if (answer.reloadCart) void revalidator.revalidate();
    if (answer.reloadAfterMs) setTimeout(() => window.location.reload(), answer.reloadAfterMs);
    return answer.ok;
  }

  function newsletterChecked(): boolean {
    const form = formRef.current;
    return Boolean(form && new FormData(form).get("newsletter") === "on");
  }

  async function authorize(card: Extract<CardFlowRequest, { intent: "authInit" }>["card"]) {
    const init = await postCardFlow(language, {
      intent: "authInit",
      termsChecked: terms,
      newsletter: newsletterChecked(),
      ...(redeemWithCard.current > 0 ? { loyaltyAmount: redeemWithCard.current } : {}),
      card,
    });
    setCvvOpen(false);
    if (!follow(init) || !methodArea.current) {
      setWorking(false);
      return;
    }
    setCardPhase("bankCheck");
    await runMethodStep(methodArea.current, init.html);
    setCardPhase("authenticating");
    const payer = await postCardFlow(language, {
      intent: "authProcess",
      sessionId: card.sessionId,
      deviceData: deviceDataText(window.navigator.userAgent),
    });
    if (!follow(payer) || !payer.html) {
      setCardPhase("idle");
      setWorking(false);
      return;
    }
    setChallenge(true);
    if (challengeArea.current) runGatewayHtml(challengeArea.current, payer.html);
  }

  async function payWithNewCard() {
    const form = formRef.current;
    if (!form) return;
    const billing = readBillingFields(form);
    if (billing === null) {
      form.reportValidity();
      show([{ tone: "error", key: "paymentForm.required" }]);
      setWorking(false);
      return;
    }
    const { session, response } = await cardForm.submit();
    const outcome = formSessionOutcome(response);
    setProblems(problemsOf(outcome));
    if (outcome.kind === "updateFieldError" || outcome.kind === "fieldIsInvalid") {
      cardForm.markInvalid(outcome.fields);
      setWorking(false);
      return;
    }
    if (outcome.kind !== "updateFieldOK") {
      show([{ tone: "error", key: "checkoutReview.masterCardError.sessionError" }]);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_SESSION_ERROR_MS);
      return;
    }
    const values = new FormData(form);
    await authorize({
      kind: "new",
      sessionId: outcome.sessionId || session,
      saved: !isGuest && values.get("savePaymentInfo") === "on",
      defaultPayment: !isGuest && values.get("setAsDefault") === "on",
      ...(billing ? { billing } : {}),
    });
  }

  async function payByCard(redeem = 0) {
    redeemWithCard.current = redeem;
    setWorking(true);
    setCardPhase("idle");
    const check = await postCardFlow(language, { intent: "check", termsChecked: terms });
    if (!follow(check)) {
      setWorking(false);
      return;
    }
    if (type === 0 && selectedCard) {
      // Spec §4.5: a saved card asks for its security code first (the flow goes on in onCvvConfirmed).
      setCvvOpen(true);
      return;
    }
    await payWithNewCard();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Cash and points go to the route's action as a plain form post (points first open the SMS dialog); a card
    // needs the hosted fields' flow.
    if (method === "cash" || usingPoints) return;
    event.preventDefault();
    if (!working) void payByCard();
  }

  // Spec §4.3 steps 5–7: once the SMS code verified the phone, the card pays what the points leave.
  const continueWithCard = useEffectEvent((amount: number) => {
    if (!working) void payByCard(amount);
  });
  // The action's answer arrives as a prop; the card flow it starts talks to the gateway (an outside system) and
  // marks the page busy while it runs, once per answer.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (payRest) continueWithCard(payRest.amount);
  }, [payRest]);

  function chooseMethod(next: PaymentMethod) {
    setType(typeForMethod(next, context));
    setProblems({});
    // Spec §4.1: choosing cash resets the loyalty choice.
    if (next === "cash") setLoyalty({ choice: null, amount: 0 });
  }

  const placing = working || navigation.state !== "idle";
  return (
    <div className="flex flex-col gap-6">
      <PaymentMessages shown={shown} />
      <Form
        method="post"
        ref={formRef}
        onSubmit={onSubmit}
        className={`flex flex-col gap-6 ${challenge ? "hidden" : ""}`}
        data-testid="place-order-form"
      >
        {loyaltyShown ? (
          <LoyaltySection summary={data.loyalty!} state={loyalty} language={language} onChange={setLoyalty} />
        ) : null}
        {coveredByPoints ? (
          <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800" data-testid="loyalty-covered">
            {t("loyalty.covered")}
          </p>
        ) : (
          <MethodRadios
            method={method}
            cashAllowed={data.cashAllowed}
            walletsShown={data.walletsShown}
            onChoose={chooseMethod}
          />
        )}
        {usingPoints && !coveredByPoints && loyalty.amount > 0 ? (
          <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="loyalty-rest-by-card">
            {t("loyalty.restByCard", {
              points: formatFils(toFils(loyalty.amount), language),
              rest: formatFils(Math.max(toFils(data.loyalty!.total ?? 0) - toFils(loyalty.amount), 0), language),
            })}
          </p>
        ) : null}
        {method === "cash" ? (
          <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="cash-note">
            {t(data.pickUp ? "paymentMethods.cashNote.pickUp" : "paymentMethods.cashNote.pod")}
          </p>
        ) : null}
        {method === "card" && type === 0 && savedCards.length > 0 && !coveredByPoints ? (
          <SavedCardList
            cards={savedCards}
            selectedId={selectedCardId}
            onUse={(id) => {
              setSelectedCardId(id);
              setType(typeForSavedCard(context));
              show([{ tone: "info", key: "paymentMethods.paymentMethodSelected" }]);
            }}
            onAddNew={() => setType(typeForAddNewCard())}
          />
        ) : null}
        {method === "card" && data.agentSession ? (
          <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="agent-card-note">
            {t(isGuest ? "assistedService.cardsByGuest" : "assistedService.cardsByCustomer")}
          </p>
        ) : null}
        {newCard && hydrated ? (
          <>
            {savedCards.length > 0 && !isGuest ? (
              <button
                type="button"
                onClick={() => setType(typeForSavedCard(context))}
                className={`${SECONDARY_BUTTON} self-start`}
              >
                {t("paymentMethods.choosePaymentMethod")}
              </button>
            ) : null}
            <NewCardForm form={cardForm} problems={problems} isGuest={isGuest} />
            <BillingAddress deliveryAddress={cart.deliveryAddress} pickUp={data.pickUp} regions={data.regions} />
          </>
        ) : null}
        {method === "card" && !hydrated && !data.agentSession ? (
          <p className="text-sm text-ink-700">{t("paymentForm.loadingFields")}</p>
        ) : null}

        <OrderReview cart={cart} pickUp={data.pickUp} />

        {agentCard ? null : (
          <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4" data-testid="place-order-block">
            {data.canSubscribe ? (
              <label className="flex items-center gap-2 text-sm text-ink-800">
                <input type="checkbox" name="newsletter" className="size-4 accent-brand-700" />
                {t("checkoutReview.newsletterConsent")}
              </label>
            ) : null}
            <label className="flex items-start gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                name="termsChecked"
                required
                checked={terms}
                onChange={(event) => setTerms(event.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                {t("checkoutReview.termsBefore")}{" "}
                <TermsLink
                  language={language}
                  label={t("checkoutReview.termsLink")}
                  newTabNote={t("checkoutReview.termsOpensNewTab")}
                />
              </span>
            </label>
            <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Link to={stepPath(language, "deliveryAddress")} className={`${SECONDARY_BUTTON} text-center`}>
                {t("paymentMethods.back")}
              </Link>
              <button
                type="submit"
                disabled={(hydrated && !terms) || placing}
                className={PRIMARY_BUTTON}
                data-testid="place-order"
              >
                {t(usingPoints ? "loyalty.smsVerification" : "checkoutReview.placeOrder")}
              </button>
            </div>
            <PlacingStatus placing={placing} phase={cardPhase} />
          </div>
        )}
      </Form>
      {agentCard ? <AgentPaymentLink backTo={stepPath(language, "deliveryAddress")} answer={paymentLink} /> : null}
      {/* Scheduling is the customer's own (it may charge a saved card): never offered to an agent (decision 0076). */}
      {!data.agentSession && (data.cashAllowed || (!data.isGuest && data.savedCards.length > 0)) ? (
        <ScheduleReplenishmentOffer />
      ) : null}
      {/* The 3-D Secure method step runs unseen. */}
      <div ref={methodArea} aria-hidden="true" className="h-0 overflow-hidden" data-testid="three-ds-method" />
      {/*
        The issuer's challenge. Payer authentication asks for a FULL_SCREEN challenge window (spec §7.3, EMV 3-D
        Secure's window size 05), so the issuer lays its page out for the whole viewport: the window covers the
        page below a title bar and the issuer's page fills it (the gateway's iframe and its wrapper are stretched),
        on a phone as on a desktop. A fixed-height frame would cut the issuer's buttons off behind its own scroll.
      */}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={challengeTitleId}
        className={challenge ? "fixed inset-0 z-50 flex flex-col bg-white" : "hidden"}
        data-testid="three-ds-challenge-window"
      >
        <h2
          id={challengeTitleId}
          ref={challengeTitle}
          tabIndex={-1}
          className="border-b border-ink-200 px-4 py-3 text-center text-base font-semibold text-ink-900 outline-none"
        >
          {t("checkoutReview.threeDsTitle")}
        </h2>
        <div
          ref={challengeArea}
          className="min-h-0 flex-1 [&>div]:h-full [&_iframe]:block [&_iframe]:h-full [&_iframe]:w-full"
          data-testid="three-ds-challenge"
        />
      </div>
      {cvvOpen ? (
        <Suspense fallback={null}>
          <CvvDialog
            open={cvvOpen}
            language={language}
            cardEnding={lastDigits(selectedCard)}
            busy={cvvConfirmed}
            onCancel={() => {
              setCvvOpen(false);
              setWorking(false);
            }}
            onConfirmed={(session) => {
              if (!selectedCard) return;
              setCvvConfirmed(true);
              void authorize({ kind: "saved", sessionId: session, paymentDetailsId: selectedCard.id }).finally(() =>
                setCvvConfirmed(false),
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
