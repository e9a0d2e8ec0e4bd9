import { DEFAULT_LANGUAGE } from "@dukkan/i18n";
import { logout } from "./logout.server";

/** `/logout` outside the language tree: sign out and continue in the default language. */
export function loader() {
  return logout(DEFAULT_LANGUAGE);
}
