/**
 * The signed-in customer's saved cards through the API (`users/current/paymentdetails`, account spec §2.8, §7):
 * list, make default, delete. The API answers only the token's own cards; another id answers like an unknown one.
 */
import type { Language } from "@dukkan/i18n";
import { PaymentDetailsList, type PaymentDetails } from "@dukkan/occ/checkout";
import { occFetch } from "../occ/occ-client.server";

const CARDS_PATH = "users/current/paymentdetails";
const cardPath = (id: string) => `${CARDS_PATH}/${encodeURIComponent(id)}`;

type Call = { accessToken: string; lang: Language };

/** The saved cards, the default first. */
export async function fetchSavedCards({ accessToken, lang }: Call): Promise<PaymentDetails[]> {
  const list = await occFetch<unknown>(CARDS_PATH, { lang, accessToken, query: { saved: true } });
  return PaymentDetailsList.parse(list).payments;
}

export async function setDefaultCard({ accessToken, lang }: Call, id: string): Promise<PaymentDetails> {
  return occFetch<PaymentDetails>(cardPath(id), {
    lang,
    accessToken,
    method: "PATCH",
    body: { defaultPayment: true },
  });
}

export async function deleteCard({ accessToken, lang }: Call, id: string): Promise<void> {
  await occFetch(cardPath(id), { lang, accessToken, method: "DELETE" });
}
