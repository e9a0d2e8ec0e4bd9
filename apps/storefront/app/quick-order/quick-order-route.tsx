/**
 * `/:lang/my-account/quick-order` (shopping spec §2.16, §8): find products by code or name, put up to
 * QUICK_ORDER_PRODUCT_LIMIT of them in a list with quantities, and add the whole list to the cart. The page
 * is one form: every button posts the list as it stands (codes and quantities) with its intent, and the
 * action answers the new list — so it all works before scripts load. A list waiting for a delivery area
 * travels in the URL (`?items=`).
 */
import type { Language } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/quick-order-route";
import { withAreaDialog } from "../area/area-dialog-url";
import { maxAddQuantity } from "../cart/add-to-cart-rules";
import { requestArea } from "../area/area.server";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { primaryImage } from "../product/tile/product-display";
import type { SearchBoxProduct } from "../search-box/search-box-result";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders, type Session } from "../session/session.server";
import {
  addProduct,
  cartOutcome,
  checkRows,
  listNotice,
  QUICK_ORDER_PRODUCT_LIMIT,
  removeProduct,
  rowsFromForm,
  rowsFromParam,
  rowsToParam,
  type QuickOrderMessage,
  type QuickOrderRow,
} from "./quick-order-list";
import { addRowsToCart, fetchListProducts, searchProducts } from "./quick-order.server";
import { useLiveSearch } from "./use-live-search";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { ALERT_TONE_CLASS } from "@dukkan/ui/form-alert";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

const MAX_TERM_LENGTH = 100;

type ListedRow = QuickOrderRow & { product: Product };
type PageState = { rows: ListedRow[]; term: string; results: SearchBoxProduct[] | null; messages: QuickOrderMessage[] };

function pageState(
  rows: readonly QuickOrderRow[],
  products: Map<string, Product>,
  extra: Partial<Omit<PageState, "rows">> = {},
): PageState {
  const checked = checkRows(rows, products);
  const messages = [...(extra.messages ?? [])];
  if (checked.message) messages.push(checked.message);
  if (checked.rows.length < rows.length) messages.push({ tone: "error", key: "productNotFound" });
  return {
    term: extra.term ?? "",
    results: extra.results ?? null,
    messages,
    rows: checked.rows.map((row) => ({ ...row, product: products.get(row.code)! })),
  };
}

const pageTexts = (language: Language) => {
  const { t } = i18nFor(language);
  return { title: t("quickOrder.title"), description: t("quickOrder.description") };
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams }) => {
    const rows = rowsFromParam(searchParams.get("items"));
    const products = await fetchListProducts(
      rows.map((row) => row.code),
      { lang: language, area: context.area },
    );
    return { ...pageState(rows, products), ...pageTexts(language) };
  });

/** Applies the pressed button (`intent`, or `add:{code}` / `remove:{code}`) to the posted list. */
async function applyIntent(intent: string, form: FormData, session: Session, language: Language, request: Request) {
  const context = { lang: language, area: requestArea(session) };
  const posted = rowsFromForm(form);
  const addCode = intent.startsWith("add:") ? intent.slice(4) : undefined;
  const codes = [...new Set([...posted.map((row) => row.code), ...(addCode ? [addCode] : [])])];
  const products = await fetchListProducts(codes, context);
  const term = String(form.get("term") ?? "")
    .trim()
    .slice(0, MAX_TERM_LENGTH);
  // The posted quantities checked against live stock; a lowered one is said once, with the answer.
  const checked = checkRows(posted, products);
  const rows = checked.rows;
  const found: QuickOrderMessage[] = rows.length < posted.length ? [{ tone: "error", key: "productNotFound" }] : [];
  const said = (messages: QuickOrderMessage[] = []) => [
    ...(checked.message ? [checked.message] : []),
    ...found,
    ...messages,
  ];

  if (intent === "search") {
    const results = term ? await searchProducts(term, context) : null;
    return pageState(rows, products, { term, results, messages: said() });
  }
  if (addCode) {
    const product = products.get(addCode);
    if (!product) return pageState(rows, products, { messages: said([{ tone: "error", key: "productNotFound" }]) });
    const change = addProduct(rows, product);
    return pageState(change.rows, products, { messages: said(change.message ? [change.message] : []) });
  }
  if (intent.startsWith("remove:")) {
    return pageState(removeProduct(rows, intent.slice(7)), products, { term, messages: said() });
  }
  if (intent === "clear") return pageState([], products);
  if (intent === "addToCart") {
    if (rows.length === 0) return pageState([], products, { messages: [{ tone: "info", key: "addProductsFirst" }] });
    // Spec §4 Add to cart: no area, no adding — the area dialog opens, the list waits in the URL.
    if (!context.area) {
      const url = new URL(request.url);
      throw redirect(withAreaDialog(url.pathname, `?items=${encodeURIComponent(rowsToParam(rows))}`), {
        headers: await sessionHeaders(session),
      });
    }
    const outcome = cartOutcome(rows, products, await addRowsToCart(session, language, rows));
    if (outcome.toCart) {
      throw redirect(`/${language}/cart`, { headers: await sessionHeaders(session) });
    }
    return pageState(outcome.rows, products, { messages: outcome.messages });
  }
  // "update" and anything unknown: the list with its quantities checked.
  return pageState(rows, products, { term, messages: said() });
}

export async function action(args: Route.ActionArgs) {
  const { language, session, form } = await readAccountForm(args);
  const state = await applyIntent(String(form.get("intent") ?? "update"), form, session, language, args.request);
  return data({ ...state, ...pageTexts(language) }, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

function Messages({ messages }: { messages: QuickOrderMessage[] }) {
  const { t } = useTranslation();
  const errors = messages.filter((message) => message.tone === "error");
  const others = messages.filter((message) => message.tone !== "error");
  const render = (list: QuickOrderMessage[]) =>
    list.map((message, index) => (
      <p
        key={`${message.key}-${index}`}
        data-testid="quick-order-message"
        className={`rounded-xl border px-4 py-3 text-sm font-medium ${ALERT_TONE_CLASS[message.tone]}`}
      >
        {t(`quickOrder.${message.key}`, message.values)}
      </p>
    ));
  return (
    <>
      <div role="alert" className="flex flex-col gap-2 empty:hidden">
        {render(errors)}
      </div>
      <div role="status" className="flex flex-col gap-2 empty:hidden">
        {render(others)}
      </div>
    </>
  );
}

function SearchResults({ term, results }: { term: string; results: SearchBoxProduct[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return <p className="mt-3 text-sm text-ink-600">{t("quickOrder.noResults", { term })}</p>;
  return (
    <section aria-labelledby="quick-order-results" className="mt-4">
      <h2 id="quick-order-results" className="text-sm font-semibold text-ink-700">
        {t("quickOrder.resultsHeading")}
      </h2>
      <ul className="mt-2 divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
        {results.map((result) => (
          <li key={result.code} className="flex items-center gap-3 px-3 py-2">
            {result.thumbnail ? (
              <img src={result.thumbnail.url} alt="" className="size-10 shrink-0 object-contain" loading="lazy" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900">{result.name}</p>
              <p className="text-xs text-ink-500">
                {t("quickOrder.code", { code: result.code })}
                {result.price ? ` · ${result.price}` : ""}
              </p>
            </div>
            <Button
              type="submit"
              name="intent"
              value={`add:${result.code}`}
              aria-label={t("quickOrder.addToListLabel", { name: result.name })}
              variant="secondary"
              size="md"
            >
              {t("quickOrder.addToList")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListRow({ row }: { row: ListedRow }) {
  const { t } = useTranslation();
  const { product } = row;
  const name = product.name ?? product.code;
  const image = primaryImage(product, "thumbnail");
  const price = product.priceAfterDiscount?.formattedValue ?? product.price?.formattedValue;
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-3" data-testid="quick-order-row">
      <input type="hidden" name="code" value={product.code} />
      {image ? <img src={image.url} alt="" className="size-12 shrink-0 object-contain" loading="lazy" /> : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink-900">{name}</p>
        <p className="text-xs text-ink-500">
          {t("quickOrder.code", { code: product.code })}
          {price ? ` · ${price}` : ""}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">{t("quickOrder.quantityLabel", { name })}</span>
        <input
          type="number"
          name="quantity"
          min={1}
          max={maxAddQuantity(product) || undefined}
          inputMode="numeric"
          defaultValue={row.quantity}
          className="w-20 rounded-lg border border-ink-300 px-2 py-1.5 text-center"
        />
      </label>
      <Button
        type="submit"
        name="intent"
        value={`remove:${product.code}`}
        aria-label={t("quickOrder.removeLabel", { name })}
        variant="ghost"
        size="sm"
      >
        {t("quickOrder.remove")}
      </Button>
    </li>
  );
}

export default function QuickOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = actionData ?? loaderData;
  const busy = useNavigation().state !== "idle";
  const { live, onTermChange } = useLiveSearch(useLanguage(), actionData);
  const search = live ? { term: live.term, results: live.products } : { term: state.term, results: state.results };
  const notice = listNotice(state.rows);
  const messages = notice ? [...state.messages, notice] : state.messages;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[{ label: state.title }]} />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{state.title}</h1>
      <p className="mt-2 text-ink-600">{t("quickOrder.intro", { limit: QUICK_ORDER_PRODUCT_LIMIT })}</p>
      {/* One form: the first submit button (Search) is the one Enter presses. */}
      <Form method="post" className="mt-6 flex flex-col gap-6" aria-busy={busy}>
        <div>
          <label htmlFor="quick-order-term" className={LABEL_CLASS}>
            {t("quickOrder.searchLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id="quick-order-term"
              name="term"
              type="search"
              maxLength={MAX_TERM_LENGTH}
              defaultValue={state.term}
              key={state.term}
              onChange={(event) => onTermChange(event.target.value)}
              className={`${INPUT_CLASS} min-w-0 flex-1`}
            />
            <Button type="submit" name="intent" value="search" size="md" disabled={busy}>
              {t("quickOrder.searchButton")}
            </Button>
          </div>
          <div aria-live="polite">
            {search.results ? <SearchResults term={search.term} results={search.results} /> : null}
          </div>
        </div>
        <Messages messages={messages} />
        <section aria-labelledby="quick-order-list">
          <h2 id="quick-order-list" className="text-lg font-semibold text-ink-900">
            {t("quickOrder.listHeading")}
          </h2>
          {state.rows.length === 0 ? (
            <p className="mt-2 rounded-card bg-ink-50 px-4 py-6 text-center text-ink-700">
              {t("quickOrder.emptyList")}
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
              {state.rows.map((row) => (
                <ListRow key={`${row.code}-${row.quantity}`} row={row} />
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap justify-end gap-2">
          {state.rows.length > 0 ? (
            <>
              <Button type="submit" name="intent" value="clear" variant="secondary" size="md" disabled={busy}>
                {t("quickOrder.clear")}
              </Button>
              <Button type="submit" name="intent" value="update" variant="secondary" size="md" disabled={busy}>
                {t("quickOrder.update")}
              </Button>
            </>
          ) : null}
          <Button type="submit" name="intent" value="addToCart" size="md" disabled={busy}>
            {t("quickOrder.addToCart")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
