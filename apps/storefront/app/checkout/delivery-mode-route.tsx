/**
 * /{lang}/checkout/delivery-mode, the first step of reading B (checkout spec §2.5, §5.3): a radio list of the
 * modes with name, description, price or 'free', a truck or store icon and a 'selected' mark; Back (to the cart)
 * and Continue. Entering the step clears the checkout delivery address. The choice posts to this route's action,
 * so it works before scripts load; a refused mode shows setDeliveryMode.unknownError and keeps Continue disabled
 * until another mode is picked.
 */
import type { DeliveryMode } from "@dukkan/occ/checkout";
import { useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { formatPrice } from "../ui/price";
import { useLanguage } from "../i18n/use-language";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { sessionHeaders } from "../session/session.server";
import type { Route } from "./+types/delivery-mode-route";
import { CheckoutLayout } from "./checkout-layout";
import { cartErrorRedirect, requireCheckout, sessionRedirect } from "./checkout-guard.server";
import {
  clearDeliveryAddress,
  isValidationRefusal,
  loadDeliveryModes,
  setDeliveryMode,
  type CheckoutContext,
} from "./checkout.server";
import { stepPath } from "./checkout-steps";
import { checkoutConfig } from "./checkout-config.server";
import { cartWithDeliveryMode, deliveryModeCost, preferredDeliveryMode } from "./delivery-mode-strategy";
import { DeliveryModeIcon } from "./delivery-mode-icon";
import { Badge } from "../ui/badge";

/** Spec §2.5: the standard flow's 'pickup' mode is for pick-up-in-store items and never listed. */
const HIDDEN_MODE_CODE = "pickup";

async function listedModes(context: CheckoutContext): Promise<DeliveryMode[]> {
  return (await loadDeliveryModes(context)).filter((mode) => mode.code !== HIDDEN_MODE_CODE);
}

type ActionData = { error: "setDeliveryMode.unknownError" | "setDeliveryMode.required"; failedCode?: string };

export async function loader(args: Route.LoaderArgs) {
  const checkout = await requireCheckout(args, "deliveryMode");
  const { session, language } = checkout;
  let { cart } = checkout;
  try {
    if (cart.deliveryAddress || cart.deliveryPointOfService) {
      await clearDeliveryAddress(checkout);
      cart = { ...cart, deliveryAddress: undefined, deliveryPointOfService: undefined };
    }
    const modes = await listedModes(checkout);
    const current = modes.find((mode) => mode.code === cart.deliveryMode?.code);
    // Spec §4.11: with no (or an unsupported) mode chosen, the preferred one is offered.
    const chosen = current ?? preferredDeliveryMode(modes, checkoutConfig().deliveryModeStrategies);
    return data({ cart, modes, chosenCode: chosen?.code }, { headers: await sessionHeaders(session) });
  } catch (error) {
    throw await cartErrorRedirect(session, language, error);
  }
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const checkout = await requireCheckout(args, "deliveryMode");
  const { session, language } = checkout;
  const code = (await readFormData(args.request)).get("deliveryModeId");
  if (typeof code !== "string" || code === "") {
    return data<ActionData>({ error: "setDeliveryMode.required" }, { status: 400 });
  }
  try {
    await setDeliveryMode(checkout, code);
  } catch (error) {
    if (isValidationRefusal(error) && error.errors[0]?.type !== "CartError") {
      return data<ActionData>({ error: "setDeliveryMode.unknownError", failedCode: code }, { status: 400 });
    }
    return cartErrorRedirect(session, language, error);
  }
  return sessionRedirect(session, stepPath(language, "deliveryAddress"));
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function ModeOption({
  mode,
  defaultChecked,
  onChoose,
}: {
  mode: DeliveryMode;
  defaultChecked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const cost = deliveryModeCost(mode);
  return (
    <label
      htmlFor={id}
      data-testid="delivery-mode-option"
      data-code={mode.code}
      className="group flex cursor-pointer items-start gap-4 rounded-xl border border-ink-200 bg-white p-4 transition hover:border-brand-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
    >
      <input
        id={id}
        type="radio"
        name="deliveryModeId"
        value={mode.code}
        defaultChecked={defaultChecked}
        onChange={onChoose}
        aria-describedby={mode.description ? `${id}-description` : undefined}
        className="mt-1 size-4 accent-brand-700"
      />
      <DeliveryModeIcon kind={cost > 0 ? "truck" : "store"} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold text-ink-900">{mode.name ?? mode.code}</span>
          <span className="font-semibold text-ink-900" data-testid="delivery-mode-price">
            {cost > 0 ? formatPrice(mode.deliveryCost, language) : t("deliveryMode.free")}
          </span>
        </span>
        {mode.description ? (
          <span id={`${id}-description`} className="text-sm text-ink-600">
            {mode.description}
          </span>
        ) : null}
        <Badge aria-hidden="true" className="hidden w-fit group-has-[:checked]:inline-block">
          {t("deliveryMode.selected")}
        </Badge>
      </span>
    </label>
  );
}

export default function DeliveryModeStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const { cart, modes, chosenCode } = loaderData;
  const answer = actionData as ActionData | undefined;
  const [chosen, setChosen] = useState<string | undefined>(answer?.failedCode ?? chosenCode);
  const headingId = useId();
  const failedCode = answer?.failedCode;
  // Before scripts run nothing follows the radios, so the button stays usable (the action checks the choice).
  const noChoice = hydrated ? chosen === undefined : modes.length === 0;
  const disabled = busy || noChoice || (hydrated && failedCode !== undefined && chosen === failedCode);
  const chosenMode = modes.find((mode) => mode.code === chosen);
  return (
    <CheckoutLayout step="deliveryMode" cart={chosenMode ? cartWithDeliveryMode(cart, chosenMode) : cart}>
      <section aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card md:p-6">
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          {t("deliveryMode.heading")}
        </h2>
        {answer ? <FormAlert tone="error">{t(answer.error)}</FormAlert> : null}
        <Form method="post" className="mt-4 flex flex-col gap-6" aria-busy={busy}>
          {modes.length === 0 ? (
            <p className="text-ink-700">{t("deliveryMode.none")}</p>
          ) : (
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">{t("deliveryMode.legend")}</legend>
              {modes.map((mode) => (
                <ModeOption
                  key={mode.code}
                  mode={mode}
                  defaultChecked={mode.code === (failedCode ?? chosenCode)}
                  onChoose={() => setChosen(mode.code)}
                />
              ))}
            </fieldset>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link
              to={`/${language}/cart`}
              className="inline-flex items-center justify-center rounded-full border border-ink-200 px-6 py-3 font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-700"
            >
              {t("checkout.back")}
            </Link>
            <Button type="submit" disabled={disabled} className="w-full sm:w-auto">
              {t("checkout.continue")}
            </Button>
          </div>
        </Form>
      </section>
    </CheckoutLayout>
  );
}
