import { DEFAULT_LANGUAGE } from "@dukkan/i18n";
import { redirectToLogoutPage } from "./logout.server";

/** `/logout` outside the language tree: the sign-out confirmation page in the default language. */
export function loader() {
  return redirectToLogoutPage(DEFAULT_LANGUAGE);
}
