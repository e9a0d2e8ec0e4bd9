/**
 * The text-field configurator (shopping spec §2.1 'text-field configurator'):
 * `/:lang/configure/textfield/product/entityKey/{productCode}` asks for the product's texts and a quantity and
 * adds it to the cart ('Add to cart' needs a delivery area, §4: without one the area dialog opens);
 * `/:lang/configure/textfield/cartEntry/entityKey/{entryNumber}` edits an entry of the cart ('Update cart').
 * Both are route actions, so the form works before scripts load; either ends on the cart page.
 */
import type { Language } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import type { ConfigurationInfo } from "@dukkan/occ/cart";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/configurator-route";
import { TextField } from "@dukkan/ui/field";
import { withAreaDialog } from "../area/area-dialog-url";
import { maxAddQuantity } from "../cart/add-to-cart-rules";
import { requestArea } from "../area/area.server";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError } from "../occ/occ-client.server";
import { productPath } from "../product/tile/product-display";
import { ProductImage } from "../product/tile/product-image";
import { ProductPrice } from "../product/tile/product-price";
import { privatePageMeta } from "../seo/page-meta";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { getSession, sessionHeaders, type Session } from "../session/session.server";
import {
  configuratorFields,
  entryNumberOf,
  fieldName,
  hasConfigurationError,
  hasErrors,
  ownerTypeOf,
  readConfiguratorForm,
  type ConfiguratorErrors,
  type ConfiguratorField,
  type OwnerType,
} from "./configurator-form";
import {
  addConfiguredProduct,
  fetchCartEntry,
  fetchConfigurableProduct,
  fetchProductFields,
  updateEntryConfiguration,
} from "./configurator.server";
import { requireLanguage } from "../i18n/route-language";
import { Button } from "@dukkan/ui/button";

type Configuration = {
  ownerType: OwnerType;
  product: Product;
  fields: ConfiguratorField[];
  /** cartEntry: the entry's number, its quantity and whether its values keep the cart from checkout. */
  entry?: { entryNumber: number; quantity: number; hasError: boolean; infos: ConfigurationInfo[] };
};

const notFound = () => data(null, { status: 404 });

/** The product or cart entry the URL names, with its fields; 404 when there is none to configure. */
async function loadConfiguration(
  params: { ownerType?: string; entityKey?: string },
  session: Session,
  language: Language,
): Promise<Configuration> {
  const ownerType = ownerTypeOf(params.ownerType);
  const key = params.entityKey ?? "";
  try {
    if (ownerType === "product") {
      const product = await fetchConfigurableProduct(key, session, language);
      if (!product.configurable || product.configuratorType !== "TEXTFIELD") throw notFound();
      return { ownerType, product, fields: configuratorFields(await fetchProductFields(key, session, language)) };
    }
    const entryNumber = entryNumberOf(key);
    if (ownerType !== "cartEntry" || entryNumber === undefined) throw notFound();
    const found = await fetchCartEntry(session, language, entryNumber);
    if (!found?.entry.product) throw notFound();
    const product = found.entry.product;
    const defaults = await fetchProductFields(product.code, session, language);
    return {
      ownerType,
      product,
      fields: configuratorFields(defaults, found.infos),
      entry: {
        entryNumber,
        quantity: found.entry.quantity ?? 1,
        hasError: hasConfigurationError(found.infos),
        infos: found.infos,
      },
    };
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) throw notFound();
    throw error;
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const session = await getSession(request);
  const configuration = await loadConfiguration(params, session, language);
  const { t } = i18nFor(language);
  const name = configuration.product.name ?? configuration.product.code;
  return data(
    { ...configuration, title: t("configurator.title", { name }) },
    { headers: await sessionHeaders(session) },
  );
}

export type ConfiguratorActionData = {
  values: string[];
  quantity: number;
  errors: ConfiguratorErrors;
  failure?: string;
};

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  requireLanguage(language);
  assertSameOrigin(request);
  const session = await getSession(request);
  const headers = async () => await sessionHeaders(session);
  const configuration = await loadConfiguration(params, session, language);
  const max = configuration.entry ? Number.MAX_SAFE_INTEGER : maxAddQuantity(configuration.product);
  const submission = readConfiguratorForm(await readFormData(request), configuration.fields, max);
  const answer = (failure?: string) =>
    data<ConfiguratorActionData>(
      {
        values: submission.infos.map((info) => info.configurationValue),
        quantity: submission.quantity,
        errors: submission.errors,
        ...(failure ? { failure } : {}),
      },
      { status: 400 },
    );
  if (hasErrors(submission.errors)) return answer();
  try {
    if (configuration.entry) {
      await updateEntryConfiguration(session, language, configuration.entry.entryNumber, submission.infos);
      session.set("notice", { tone: "success", key: "configurator.updated" });
    } else {
      // Spec §4 Add to cart step 1: no area, no adding — the area dialog opens (by URL without scripts).
      if (!requestArea(session))
        throw redirect(withAreaDialog(new URL(request.url).pathname, ""), { headers: await headers() });
      const change = await addConfiguredProduct(
        session,
        language,
        configuration.product.code,
        submission.quantity,
        submission.infos,
      );
      const reduced = change.quantityAdded !== undefined && change.quantityAdded < submission.quantity;
      session.set("notice", { tone: "success", key: reduced ? "configurator.addedReduced" : "configurator.added" });
    }
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) return answer(error.message);
    throw error;
  }
  throw redirect(`/${language}/cart`, { headers: await headers() });
}

export const meta: Route.MetaFunction = privatePageMeta;

function QuantityField({ product, value, error }: { product: Product; value: number; error?: string }) {
  const { t } = useTranslation();
  const max = maxAddQuantity(product);
  return (
    <div className="w-32">
      <TextField
        label={t("configurator.quantity")}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max || undefined}
        required
        defaultValue={value}
        error={error ? t(error, { max }) : undefined}
      />
    </div>
  );
}

export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const busy = useNavigation().state === "submitting";
  const { product, fields, entry, title } = loaderData;
  const result = actionData as ConfiguratorActionData | undefined;
  const outOfStock = !entry && maxAddQuantity(product) === 0;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs
        trail={[
          { label: product.name ?? product.code, to: productPath(product, language) },
          { label: t("configurator.breadcrumb") },
        ]}
      />
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        <div className="w-40 shrink-0 sm:w-48">
          <ProductImage product={product} format="product" sizes="192px" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          <p className="text-sm text-ink-500">#{product.code}</p>
          <ProductPrice product={product} size="lg" />
          <p className="text-sm text-ink-600">{t("configurator.intro")}</p>
        </div>
      </div>
      {entry?.hasError ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-sale/30 bg-sale/5 px-4 py-3 text-sm font-medium text-sale"
        >
          {t("configurator.entryHasErrors")}
        </p>
      ) : null}
      {result?.failure ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-sale/30 bg-sale/5 px-4 py-3 text-sm font-medium text-sale"
        >
          {result.failure}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-6 flex flex-col gap-5 rounded-card bg-white p-6 shadow-card">
        {fields.map((field, index) => (
          <TextField
            key={`${field.label}-${index}`}
            label={field.required ? `${field.label} *` : field.label}
            name={fieldName(index)}
            required={field.required}
            defaultValue={result?.values[index] ?? field.value}
            error={result?.errors.fields[index] ? t(result.errors.fields[index]!) : undefined}
          />
        ))}
        {fields.some((field) => field.required) ? (
          <p className="text-xs text-ink-500">{t("configurator.requiredNote")}</p>
        ) : null}
        {entry ? null : (
          <QuantityField product={product} value={result?.quantity ?? 1} error={result?.errors.quantity} />
        )}
        {outOfStock ? <p className="text-sm font-semibold text-sale">{t("configurator.outOfStock")}</p> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {entry ? (
            <Link to={`/${language}/cart`} className="text-sm font-semibold text-ink-700 hover:underline">
              {t("configurator.backToCart")}
            </Link>
          ) : null}
          {outOfStock ? null : (
            <Button type="submit" disabled={busy}>
              {entry ? t("configurator.updateCart") : t("configurator.addToCart")}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
