import { useTranslation } from "react-i18next";
import { notFound } from "./not-found";

export function loader() {
  throw notFound();
}

export default function NotFound() {
  const { t } = useTranslation();
  return <h1 className="text-2xl font-bold">{t("notFound")}</h1>;
}
