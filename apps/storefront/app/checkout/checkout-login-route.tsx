/**
 * /{lang}/checkout-login, guest checkout (checkout spec §2.3, §5.7, §6): e-mail and its confirmation; the e-mail
 * goes onto the cart (PUT users/anonymous/carts/{guid}/email), which makes it a guest cart, and the shopper goes
 * back to the checkout page they came from. Signed-in shoppers go home, a cart that is already a guest cart goes
 * to the cart. The form posts to this route's action, so it works before scripts load.
 */
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountCard } from "../account/account-card";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { isSignedIn } from "../account/auth.server";
import { CartIdNotDefinedError, cartRef, loadCart, type CartRef } from "../cart/cart.server";
import { i18nFor } from "../i18n/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, type Session } from "../session/session.server";
import type { Route } from "./+types/checkout-login-route";
import { sessionRedirect } from "./checkout-guard.server";
import { takeCheckoutReturn } from "./checkout-return.server";
import { isCartError, isGuestCart, isValidationRefusal, setGuestEmail } from "./checkout.server";
import { readGuestEmailForm, type GuestEmailFieldErrors } from "./guest-email-form";
import { requireLanguage } from "../i18n/route-language";

type ActionData = {
  email: string;
  emailConfirmation: string;
  fieldErrors?: GuestEmailFieldErrors;
  failed?: boolean;
};

function languageOf(params: { lang?: string }): Language {
  requireLanguage(params.lang);
  return params.lang;
}

/** Spec §2.3: signed-in shoppers go home; a cart that already has its e-mail goes to the cart. */
async function leaveIfNotForThisPage(session: Session, language: Language): Promise<void> {
  if (isSignedIn(session)) throw redirect(`/${language}/`);
  const cart = await loadCart(session, language, "code,guid,user,guestCart");
  if (cart && isGuestCart(cart)) throw await sessionRedirect(session, `/${language}/cart`);
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOf(params);
  const session = await getSession(request);
  await leaveIfNotForThisPage(session, language);
  return { title: i18nFor(language).t("checkoutLogin.title") };
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = languageOf(params);
  assertSameOrigin(request);
  const form = readGuestEmailForm(await readFormData(request));
  if (!form.ok) return data<ActionData>(form, { status: 400 });
  const session = await getSession(request);
  await leaveIfNotForThisPage(session, language);
  let ref: CartRef;
  try {
    ref = await cartRef(session);
  } catch (error) {
    if (error instanceof CartIdNotDefinedError) return sessionRedirect(session, `/${language}/cart`);
    throw error;
  }
  try {
    await setGuestEmail({ session, language, ref }, form.email);
  } catch (error) {
    if (isCartError(error)) return sessionRedirect(session, `/${language}/cart`);
    const answer = { email: form.email, emailConfirmation: form.email };
    if (isValidationRefusal(error)) {
      return data<ActionData>({ ...answer, fieldErrors: { email: "checkoutLogin.invalidEmail" } }, { status: 400 });
    }
    console.error("Could not set the guest e-mail", error);
    return data<ActionData>({ ...answer, failed: true }, { status: 502 });
  }
  return sessionRedirect(session, takeCheckoutReturn(session, language));
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CheckoutLoginPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const answer = actionData as ActionData | undefined;
  const fieldError = (name: keyof GuestEmailFieldErrors) => {
    const key = answer?.fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  return (
    <AccountCard title={loaderData.title} intro={t("checkoutLogin.intro")}>
      {answer?.failed ? <FormAlert tone="error">{t("checkoutLogin.failed")}</FormAlert> : null}
      <Form method="post" noValidate className="mt-6 space-y-5" aria-busy={busy} data-testid="checkout-login-form">
        <TextField
          label={t("checkoutLogin.email")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          defaultValue={answer?.email}
          error={fieldError("email")}
        />
        <TextField
          label={t("checkoutLogin.emailConfirmation")}
          name="emailConfirmation"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          defaultValue={answer?.emailConfirmation}
          error={fieldError("emailConfirmation")}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t("checkoutLogin.continuing") : t("checkoutLogin.continue")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-700">
        {t("checkoutLogin.haveAccount")}{" "}
        <Link
          to={`/${params.lang}/login?forced=true`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t("checkoutLogin.signIn")}
        </Link>
      </p>
    </AccountCard>
  );
}
