/** The newsletter subscription call (spec §7: POST emails/addEmailSubscription {email}). */
import type { Language } from "@dukkan/i18n";
import { occFetch } from "../occ/occ-client.server";

export async function subscribeToNewsletter(email: string, lang: Language): Promise<void> {
  await occFetch("emails/addEmailSubscription", { lang, method: "POST", body: { email } });
}
