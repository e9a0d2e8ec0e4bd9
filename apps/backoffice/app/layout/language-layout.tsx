import { isLanguage } from "@dukkan/i18n";
import { Outlet } from "react-router";
import type { Route } from "./+types/language-layout";
import { notFound } from "./not-found";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
