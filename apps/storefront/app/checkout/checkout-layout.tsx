/**
 * The frame of every checkout step (checkout spec §2.4): the progress indicator — on wide screens every step
 * (completed ones are links, the active one is marked, later ones are disabled), on phones the cart total and the
 * steps so far with 'edit' links above the step and the upcoming steps below it — and the order summary of the
 * active cart beside (or under) the step.
 */
import type { Cart } from "@dukkan/occ/cart";
import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { cartLines, type CartLine } from "../cart/page/cart-lines";
import { formatPrice, Price } from "../ui/price";
import { OrderSummary } from "../cart/page/order-summary";
import { useLanguage } from "../i18n/use-language";
import { stepPath, stepStates, type CheckoutStep, type CheckoutStepId, type StepState } from "./checkout-steps";

/** The name with its last word kept whole on its own (spec §2.4: the last word may wrap to a second line). */
function StepName({ name }: { name: string }) {
  const words = name.trim().split(/\s+/);
  const last = words.pop();
  if (words.length === 0) return <>{last}</>;
  return (
    <>
      {words.join(" ")} <span className="inline-block">{last}</span>
    </>
  );
}

function StepNumber({ index, state }: { index: number; state: StepState }) {
  const tone =
    state === "selected"
      ? "bg-brand-700 text-white"
      : state === "completed"
        ? "bg-brand-100 text-brand-800"
        : "bg-ink-100 text-ink-500";
  return (
    <span
      aria-hidden="true"
      className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${tone}`}
    >
      {state === "completed" ? "✓" : index + 1}
    </span>
  );
}

function DesktopProgress({ active }: { active: CheckoutStepId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t("checkout.progress.label")} className="hidden md:block" data-testid="checkout-progress">
      <ol className="grid grid-cols-3 gap-3">
        {stepStates(active).map(({ step, state }, index) => {
          const name = t(step.nameKey);
          const body = (
            <>
              <StepNumber index={index} state={state} />
              <span className="min-w-0">
                <StepName name={name} />
                {state === "completed" ? <span className="sr-only"> {t("checkout.progress.completed")}</span> : null}
              </span>
            </>
          );
          const base = "flex items-center gap-3 rounded-xl border px-4 py-3 text-sm font-semibold";
          return (
            <li key={step.id} data-state={state} data-step={step.id}>
              {state === "completed" ? (
                <Link
                  to={stepPath(language, step.id)}
                  className={`${base} border-brand-200 bg-white text-brand-800 hover:border-brand-400`}
                >
                  {body}
                </Link>
              ) : state === "selected" ? (
                <span aria-current="step" className={`${base} border-brand-700 bg-brand-50 text-ink-900`}>
                  {body}
                </span>
              ) : (
                <span aria-disabled="true" className={`${base} border-ink-100 bg-ink-50 text-ink-500`}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Phones, above the step: the cart total, then the steps so far (past ones with 'edit'), the active one last. */
function MobileProgressTop({ active, cart }: { active: CheckoutStepId; cart: Cart }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const steps = stepStates(active).filter(({ state }) => state !== "disabled");
  return (
    <nav aria-label={t("checkout.progress.label")} className="md:hidden" data-testid="checkout-progress-mobile">
      <p className="flex items-baseline justify-between rounded-xl bg-ink-50 px-4 py-3 text-sm">
        <span className="text-ink-600">{t("checkout.progress.cartTotal")}</span>
        <span className="font-bold text-ink-900">
          {formatPrice(cart.totalPriceWithTax ?? cart.totalPrice, language)}
        </span>
      </p>
      <ol className="mt-3 flex flex-col gap-2">
        {steps.map(({ step, state }, index) => (
          <MobileStep key={step.id} step={step} state={state} index={index} />
        ))}
      </ol>
    </nav>
  );
}

function MobileStep({ step, state, index }: { step: CheckoutStep; state: StepState; index: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t(step.nameKey);
  return (
    <li
      data-state={state}
      data-step={step.id}
      aria-current={state === "selected" ? "step" : undefined}
      className={`flex items-center gap-3 rounded-xl border px-4 py-2 text-sm font-semibold ${
        state === "selected" ? "border-brand-700 bg-brand-50 text-ink-900" : "border-ink-100 text-ink-700"
      }`}
    >
      <StepNumber index={index} state={state} />
      <span className="min-w-0 flex-1">{name}</span>
      {state === "completed" ? (
        <Link
          to={stepPath(language, step.id)}
          className="rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t("checkout.progress.edit")}
          <span className="sr-only"> {name}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** Phones, below the step: what comes next. */
function MobileProgressBottom({ active }: { active: CheckoutStepId }) {
  const { t } = useTranslation();
  const all = stepStates(active);
  const upcoming = all.filter(({ state }) => state === "disabled");
  if (upcoming.length === 0) return null;
  return (
    <section
      aria-label={t("checkout.progress.upcoming")}
      className="md:hidden"
      data-testid="checkout-progress-upcoming"
    >
      <ol className="flex flex-col gap-2">
        {upcoming.map(({ step, state }) => (
          <li
            key={step.id}
            data-step={step.id}
            className="flex items-center gap-3 rounded-xl border border-ink-100 bg-ink-50 px-4 py-2 text-sm font-semibold text-ink-500"
          >
            <StepNumber index={all.findIndex((entry) => entry.step.id === step.id)} state={state} />
            {t(step.nameKey)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function lineText(line: CartLine): { name: string; quantity: number; total: Cart["totalPrice"] } {
  if (line.kind === "entry") {
    const { entry } = line;
    return {
      name: entry.product?.name ?? entry.product?.code ?? "",
      quantity: entry.quantity ?? 0,
      total: entry.totalPrice,
    };
  }
  return {
    name: line.group.label ?? line.group.kittingEntry?.product?.name ?? "",
    quantity: line.quantity * line.count,
    total: line.group.kittingEntry?.totalPrice,
  };
}

/** The active cart's lines, compact (spec §2.4 'Order summary shows the active cart'). */
export function CheckoutCartLines({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const lines = cartLines(cart);
  return (
    <ul className="flex flex-col divide-y divide-ink-100 border-t border-ink-100" data-testid="checkout-summary-lines">
      {lines.map((line) => {
        const { name, quantity, total } = lineText(line);
        return (
          <li key={line.key} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 text-ink-800">
              {name}
              <span className="ms-1 whitespace-nowrap text-ink-500">
                {t("checkout.summary.quantity", { quantity })}
              </span>
            </span>
            <Price price={total} className="shrink-0 font-semibold text-ink-900" />
          </li>
        );
      })}
    </ul>
  );
}

export function CheckoutLayout({
  step,
  cart,
  children,
}: {
  /** The active step (the standard review screen passes 'paymentDetails': reading B reviews there). */
  step: CheckoutStepId;
  cart: Cart;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6" data-testid="checkout-layout">
      <h1 id={headingId} className="text-2xl font-bold text-ink-900">
        {t("checkout.title")}
      </h1>
      <DesktopProgress active={step} />
      <MobileProgressTop active={step} cart={cart} />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {children}
          <MobileProgressBottom active={step} />
        </div>
        <aside aria-label={t("checkout.summary.label")}>
          <OrderSummary cart={cart} updating={false}>
            <CheckoutCartLines cart={cart} />
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
