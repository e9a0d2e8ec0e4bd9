/**
 * The social login block (account spec §2.2): its title, the social providers' buttons and 'Continue as
 * guest' — to the guest checkout when the page was reached from checkout (forced=true), otherwise home. A page
 * that already offers the guest checkout itself (the login page's 'Don't have an account?' box) leaves the link
 * out, so the shopper meets one guest control, not two that do the same.
 */
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { SocialProviderButtons } from "../social/social-provider-buttons";
import { LinkButton } from "@dukkan/ui/link-button";

/** The checkoutLogin route (account spec §2.1): guest e-mail entry for checkout. */
export function checkoutLoginPath(language: string): string {
  return `/${language}/checkout-login`;
}

export function SocialLoginBlock({
  mode,
  forced,
  pageOffersGuestCheckout = false,
}: {
  mode: "login" | "register";
  forced: boolean;
  /** The page shows its own 'guest checkout' control for this visit. */
  pageOffersGuestCheckout?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby={`social-login-${mode}`} className="mt-8 border-t border-ink-100 pt-6">
      <h2 id={`social-login-${mode}`} className="text-center text-sm font-semibold text-ink-600">
        {t(`socialLogin.${mode}`)}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-3">
        <SocialProviderButtons forced={forced} />
      </div>
      {forced && pageOffersGuestCheckout ? null : (
        <LinkButton
          to={forced ? checkoutLoginPath(language) : `/${language}/`}
          variant="secondary"
          className="w-full mt-4"
        >
          {t("socialLogin.continueAsGuest")}
        </LinkButton>
      )}
    </section>
  );
}
