import { isLanguage } from "@dukkan/i18n";
import { Outlet } from "react-router";
import type { Route } from "./+types/language-layout";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw new Response("Not found", { status: 404 });
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
