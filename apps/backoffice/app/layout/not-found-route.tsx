import { useTranslation } from "react-i18next";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  return <h1 className="text-2xl font-bold">{t("notFound")}</h1>;
}
