import { DEFAULT_LANGUAGE } from "@dukkan/i18n";
import type { Route } from "./+types/logout-route";
import { logout } from "./logout.server";

/** `/logout` outside the language tree: sign out and continue in the default language. */
export function loader({ request }: Route.LoaderArgs) {
  return logout(request, DEFAULT_LANGUAGE);
}
