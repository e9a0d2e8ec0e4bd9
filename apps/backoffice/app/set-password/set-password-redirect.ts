import { redirect } from "react-router";
import type { Route } from "./+types/set-password-redirect";

/** The invitation link (`/set-password?token=…`) opens the English page, which offers Arabic. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/en/set-password${new URL(request.url).search}`);
}
