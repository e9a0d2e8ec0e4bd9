/**
 * `/:lang/my-account/saved-carts` (shopping spec §2.16): the signed-in customer's saved carts with name,
 * description, date saved, item count and total, each leading to its details page (where restore, delete and
 * clone are confirmed). `?save=cart` opens the 'save cart for later' form here for browsers without scripts.
 * Its action serves every saved-cart form (see saved-cart-actions.server.ts).
 */
import type { Cart } from "@dukkan/occ/cart";
import { useTranslation } from "../i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/saved-carts-route";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { privatePageMeta } from "../seo/page-meta";
import { SaveCartFields } from "./save-cart-fields";
import type { SavedCartActionData } from "./save-cart-form";
import { savedCartAction } from "./saved-cart-actions.server";
import { SavedCartFacts } from "./saved-cart-facts";
import { savedCartPath } from "./saved-cart-paths";
import { listSavedCarts } from "./saved-carts.server";
import { LinkButton } from "@dukkan/ui/link-button";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => ({
    carts: await listSavedCarts(context),
    saving: searchParams.get("save") === "cart",
    title: t("savedCarts.title"),
    description: t("savedCarts.description"),
  }));

export const action = ({ params, request }: Route.ActionArgs) => savedCartAction(request, params.lang);

export const meta: Route.MetaFunction = privatePageMeta;

function SavedCartRow({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = cart.name || cart.code;
  return (
    <li
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card sm:flex-row sm:items-center"
      data-testid="saved-cart"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-ink-900">
          <Link to={savedCartPath(language, cart.code)} className="hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h2>
        {cart.description ? <p className="mt-1 text-sm text-ink-600">{cart.description}</p> : null}
        <SavedCartFacts cart={cart} className="mt-2" />
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={savedCartPath(language, cart.code)}
          aria-label={t("savedCarts.viewLabel", { name })}
          className="rounded-full border border-ink-200 px-4 py-2 text-sm font-semibold text-ink-800 hover:border-brand-300"
        >
          {t("savedCarts.view")}
        </Link>
        <LinkButton
          to={`${savedCartPath(language, cart.code)}?confirm=restore`}
          aria-label={t("savedCarts.restoreLabel", { name })}
          size="sm"
        >
          {t("savedCarts.restore")}
        </LinkButton>
      </div>
    </li>
  );
}

export default function SavedCartsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const busy = useNavigation().state === "submitting";
  const { carts, title } = loaderData;
  const result = actionData as SavedCartActionData | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {loaderData.saving || result?.intent === "save" ? (
        <section aria-labelledby="save-cart-title" className="mt-6 rounded-card bg-white p-6 shadow-card">
          <h2 id="save-cart-title" className="text-lg font-bold text-ink-900">
            {t("savedCarts.saveTitle")}
          </h2>
          <Form method="post" noValidate>
            <SaveCartFields
              result={result}
              busy={busy}
              cancel={
                <Link
                  to={`/${language}/cart`}
                  className="rounded-full border border-ink-200 px-5 py-2.5 text-sm font-semibold text-ink-800"
                >
                  {t("savedCarts.cancel")}
                </Link>
              }
            />
          </Form>
        </section>
      ) : null}
      {carts.length === 0 ? (
        <div className="mt-8 rounded-card bg-ink-50 px-6 py-10 text-center">
          <p className="text-lg font-semibold text-ink-900">{t("savedCarts.empty")}</p>
          <p className="mt-2 text-ink-600">{t("savedCarts.emptyHint")}</p>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {carts.map((cart) => (
            <SavedCartRow key={cart.code} cart={cart} />
          ))}
        </ul>
      )}
    </div>
  );
}
