/**
 * `/:lang/my-account/saved-cart/:cartCode` (shopping spec §2.16): one saved cart with its entries, and
 * 'Make cart active', 'Delete' and 'Clone'. Each asks for confirmation in a dialog that the URL opens
 * (`?confirm=restore|delete|clone`), so the server renders it too and it works before scripts load; the
 * confirm buttons post to this route's action.
 */
import type { Cart } from "@dukkan/occ/cart";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/saved-cart-route";
import { ModalDialog } from "@dukkan/ui/dialog";
import { TextField } from "@dukkan/ui/field";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError } from "../occ/occ-client.server";
import { primaryImage, productPath } from "../product/tile/product-display";
import { privatePageMeta } from "../seo/page-meta";
import { confirmationOf, SAVED_CART_NAME_MAX, type Confirmable, type SavedCartActionData } from "./save-cart-form";
import { savedCartAction } from "./saved-cart-actions.server";
import { SavedCartFacts } from "./saved-cart-facts";
import { savedCartsPath } from "./saved-cart-paths";
import { fetchSavedCart } from "./saved-carts.server";
import { buttonClass } from "@dukkan/ui/button";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, t }) => {
    try {
      const cart = await fetchSavedCart(args.params.cartCode, context);
      return { cart, title: cart.name || t("savedCarts.cartNumber", { code: cart.code }) };
    } catch (error) {
      // Another customer's cart, an unknown code or a cart that is not saved: all simply not found.
      if (error instanceof OccRequestError && error.status < 500) throw data(null, { status: 404 });
      throw error;
    }
  });

export const action = ({ params, request }: Route.ActionArgs) => savedCartAction(request, params.lang);

export const meta: Route.MetaFunction = privatePageMeta;

const PRIMARY = buttonClass({ size: "md" });
const DANGER = buttonClass({ variant: "danger", size: "md" });
const SECONDARY = buttonClass({ variant: "secondary", size: "md" });

function ConfirmDialog({
  kind,
  cart,
  result,
}: {
  kind: Confirmable;
  cart: Cart;
  result: SavedCartActionData | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const name = cart.name || cart.code;
  const close = () => void navigate(location.pathname, { replace: true, preventScrollReset: true });
  const failure = result?.intent === kind ? result.failure : undefined;
  const nameError = result?.intent === "clone" ? result.errors?.name : undefined;
  return (
    <ModalDialog title={t(`savedCarts.${kind}Title`)} onClose={close}>
      <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <p className="text-sm text-ink-700">{t(`savedCarts.${kind}Text`, { name })}</p>
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="cartCode" value={cart.code} />
        {kind === "clone" ? (
          <TextField
            label={t("savedCarts.cloneName")}
            name="name"
            required
            maxLength={SAVED_CART_NAME_MAX}
            defaultValue={result?.values?.name ?? t("savedCarts.copyName", { name })}
            error={nameError ? t(nameError) : undefined}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-sale">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link to={location.pathname} replace preventScrollReset className={SECONDARY}>
            {t("savedCarts.cancel")}
          </Link>
          <button type="submit" disabled={busy} className={kind === "delete" ? DANGER : PRIMARY}>
            {t(`savedCarts.${kind}`)}
          </button>
        </div>
      </Form>
    </ModalDialog>
  );
}

function EntryRow({ entry }: { entry: NonNullable<Cart["entries"]>[number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = entry.product;
  if (!product) return null;
  const image = primaryImage(product, "thumbnail");
  return (
    <li className="flex items-center gap-4 px-4 py-3" data-testid="saved-cart-entry">
      {image ? <img src={image.url} alt="" className="size-14 shrink-0 object-contain" loading="lazy" /> : null}
      <div className="min-w-0 flex-1">
        <Link to={productPath(product, language)} className="font-semibold text-ink-900 hover:underline">
          {product.name ?? product.code}
        </Link>
        <p className="text-xs text-ink-500">#{product.code}</p>
      </div>
      <p className="text-sm text-ink-700">
        <span className="sr-only">{t("savedCarts.quantity")}: </span>× {entry.quantity}
      </p>
      <p className="w-28 text-end text-sm font-semibold text-ink-900">
        <span className="sr-only">{t("savedCarts.price")}: </span>
        {entry.totalPrice?.formattedValue}
      </p>
    </li>
  );
}

export default function SavedCartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { cart, title } = loaderData;
  const result = actionData as SavedCartActionData | undefined;
  // The form posts to this URL, so a refused confirmation stays open with its message.
  const confirm = confirmationOf(location.search);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: t("savedCarts.title"), to: savedCartsPath(language) }, { label: title }]} />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {cart.description ? <p className="mt-2 text-ink-600">{cart.description}</p> : null}
      <SavedCartFacts cart={cart} className="mt-3" itemCount={(count) => t("savedCarts.itemCount", { count })} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to="?confirm=restore" preventScrollReset className={PRIMARY}>
          {t("savedCarts.restore")}
        </Link>
        <Link to="?confirm=clone" preventScrollReset className={SECONDARY}>
          {t("savedCarts.clone")}
        </Link>
        <Link to="?confirm=delete" preventScrollReset className={SECONDARY}>
          {t("savedCarts.delete")}
        </Link>
      </div>
      <section aria-labelledby="saved-cart-entries" className="mt-8">
        <h2 id="saved-cart-entries" className="text-lg font-semibold text-ink-900">
          {t("savedCarts.entries")}
        </h2>
        <ul className="mt-3 divide-y divide-ink-100 rounded-card bg-white shadow-card">
          {(cart.entries ?? []).map((entry) => (
            <EntryRow key={entry.entryNumber} entry={entry} />
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link to={savedCartsPath(language)} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("savedCarts.back")}
        </Link>
      </p>
      {confirm ? <ConfirmDialog kind={confirm} cart={cart} result={result} /> : null}
    </div>
  );
}
