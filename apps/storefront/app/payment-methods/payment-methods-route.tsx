/**
 * /{lang}/my-account/payment-details (account spec §2.8, §4.7, §8): the customer's saved cards with brand, masked
 * number, expiry and the default badge; set as default, and delete after a confirmation. Cards are saved at
 * checkout, so an empty list says so. The URL is the view (`?delete={id}` opens the confirmation) and every change
 * is a form post to this page's action, so the page works before scripts load.
 */
import type { PaymentDetails } from "@dukkan/occ/checkout";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/payment-methods-route";
import { AccountCard } from "../account/account-card";
import { CardBrandIcon } from "../checkout/payment/payment-ui";
import { Button } from "@dukkan/ui/button";
import { ModalDialog } from "@dukkan/ui/dialog";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { OccRequestError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { lastFour } from "./card-number";
import { deleteCard, fetchSavedCards, setDefaultCard } from "./payment-methods.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

type ActionData = { error: string };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => {
    const cards = await fetchSavedCards(context);
    return {
      title: t("paymentMethodsPage.title"),
      cards,
      deleting: cards.find((card) => card.id === searchParams.get("delete")) ?? null,
      deleted: searchParams.has("deleted"),
      /** The card just made the default, by its last four digits (paymentMessages.setAsDefaultSuccessfully). */
      madeDefault: searchParams.get("default"),
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, session, context, t, form } = await readAccountForm(args);
  const cardId = String(form.get("cardId") ?? "");
  const listPath = `/${language}/my-account/payment-details`;
  const headers = await sessionHeaders(session);
  try {
    if (form.get("intent") === "set-default") {
      const card = await setDefaultCard(context, cardId);
      return redirect(`${listPath}?${new URLSearchParams({ default: lastFour(card.cardNumber) })}`, { headers });
    }
    if (form.get("intent") === "delete") {
      await deleteCard(context, cardId);
      return redirect(`${listPath}?deleted`, { headers });
    }
    return data<ActionData>({ error: t("myAccountError.error_saving") }, { status: 400, headers });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    // The API's own words for what it refused (spec §8: errors[0].message, or else errors[0].type).
    return data<ActionData>({ error: error.message }, { status: 400, headers });
  }
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function PaymentMethodsPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData as ActionData | undefined;
  const listPath = `/${params.lang}/my-account/payment-details`;
  const { cards, deleting } = loaderData;
  return (
    <AccountCard title={loaderData.title} intro={t("paymentMethodsPage.intro")} wide>
      {result?.error ? (
        <FormAlert tone="error">{result.error}</FormAlert>
      ) : loaderData.madeDefault ? (
        <FormAlert tone="success">
          {t("paymentMessages.setAsDefaultSuccessfully", { last4: loaderData.madeDefault })}
        </FormAlert>
      ) : loaderData.deleted ? (
        <FormAlert tone="success">{t("paymentMethodsPage.deleted")}</FormAlert>
      ) : null}
      {cards.length === 0 ? (
        <p className="mt-6 text-ink-700" data-testid="no-saved-cards">
          {t("paymentMethodsPage.empty")}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="saved-cards">
          {cards.map((card) => (
            <SavedCardItem key={card.id} card={card} listPath={listPath} />
          ))}
        </ul>
      )}
      {deleting ? <DeleteConfirmation card={deleting} listPath={listPath} /> : null}
    </AccountCard>
  );
}

function SavedCardItem({ card, listPath }: { card: PaymentDetails; listPath: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-ink-200 p-4" data-testid="saved-card">
      <div className="flex items-center gap-3">
        <CardBrandIcon code={card.cardType?.code} />
        <span className="font-semibold text-ink-900" dir="ltr">
          {card.cardNumber}
        </span>
        {card.defaultPayment ? (
          <span className="ms-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t("paymentMethodsPage.defaultCard")}
          </span>
        ) : null}
      </div>
      {card.accountHolderName ? <p className="text-sm text-ink-700">{card.accountHolderName}</p> : null}
      <p className="text-sm text-ink-700">
        {t("paymentMethodsPage.expires", { month: card.expiryMonth, year: card.expiryYear })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {card.defaultPayment ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="set-default" />
            <input type="hidden" name="cardId" value={card.id} />
            <Button type="submit" disabled={busy} variant="secondary" size="sm">
              {t("paymentMethodsPage.setDefault")}
            </Button>
          </Form>
        )}
        <LinkButton
          to={`${listPath}?delete=${encodeURIComponent(card.id)}`}
          preventScrollReset
          variant="secondary"
          size="sm"
        >
          {t("paymentMethodsPage.delete")}
        </LinkButton>
      </div>
    </li>
  );
}

function DeleteConfirmation({ card, listPath }: { card: PaymentDetails; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  return (
    <ModalDialog
      title={t("paymentMethodsPage.deleteTitle")}
      onClose={() => void navigate(listPath, { replace: true, preventScrollReset: true })}
    >
      <p className="mt-3 text-ink-700">{t("paymentMethodsPage.deleteText", { last4: lastFour(card.cardNumber) })}</p>
      <Form method="post" action={listPath} className="mt-6 grid gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="cardId" value={card.id} />
        <Button type="submit" disabled={busy} className="w-full">
          {t("paymentMethodsPage.confirmDelete")}
        </Button>
        <LinkButton to={listPath} replace preventScrollReset variant="secondary" className="w-full">
          {t("paymentMethodsPage.cancel")}
        </LinkButton>
      </Form>
    </ModalDialog>
  );
}
