/**
 * /{lang}/logout: the sign-out confirmation. GET only shows the page (a cross-site link must not sign shoppers
 * out); its form posts here, and the action, sent from the shop's own pages only, signs out. A visitor who is not
 * signed in has nothing to sign out of and goes straight to the sign-in page, where signing out ends anyway.
 */
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/logout-page-route";
import { AccountCard } from "../account/account-card";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { privatePageMeta } from "../seo/page-meta";
import { requireCustomer } from "./require-customer.server";
import { Button } from "@dukkan/ui/button";
import { logout } from "./logout.server";
import { useLayoutData } from "../layout/language-layout";
import { handOverSignOutToApp } from "../native-app/app-bridge";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  await requireCustomer(request, params.lang);
  return { title: i18nFor(params.lang).t("logoutPage.title") };
}

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  return logout(request, params.lang);
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function LogoutPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const uid = useLayoutData()?.customer?.uid;
  // A plain form (a full page load): signing out changes the header, which client navigation keeps.
  return (
    <AccountCard title={loaderData.title} intro={t("logoutPage.intro")}>
      <form method="post" action={`/${params.lang}/logout`} className="mt-6" onSubmit={() => handOverSignOutToApp(uid)}>
        <Button type="submit" className="w-full">
          {t("miniLogin.signOut")}
        </Button>
      </form>
    </AccountCard>
  );
}
