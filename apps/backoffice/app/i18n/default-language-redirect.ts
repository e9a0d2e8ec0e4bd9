import { DEFAULT_LANGUAGE } from "@dukkan/i18n";
import { redirect } from "react-router";

/** `/` answers 302 to the default language's home page. */
export const loader = () => redirect(`/${DEFAULT_LANGUAGE}/`, 302);
