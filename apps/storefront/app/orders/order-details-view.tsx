/**
 * An order's details (account spec §2.15), shared by the customer's page and a guest's: the overview (number,
 * placed date, status), delivery (method and cost, ship-to address or pick-up store), payment (cash, or the
 * card and billing address), the items grouped by consignment with their status and 'buy it again', the
 * promotions, the totals, the order's steps, and the tracking dialog when the URL asks for one.
 */
import type { Language } from "@dukkan/i18n";
import { formatAddressParts } from "@dukkan/occ/address-format";
import type { ConsignmentTracking, Order } from "@dukkan/occ/order";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { summaryAmounts } from "../cart/summary-amounts";
import { Icon } from "@dukkan/ui/icon";
import { formatPrice, Price } from "../ui/price";
import { BuyAgainForm } from "./buy-again-form";
import {
  cardShownInFull,
  consignmentNumber,
  formatOrderDate,
  formatOrderDateTime,
  isCriticalStatus,
  isPayOnDelivery,
  isTrackable,
  itemGroups,
  productImageUrl,
  type ItemGroup,
} from "./order-display";
import { replenishmentDetailPath } from "../replenishment/replenishment-paths";
import { StatusBadge } from "./order-status";
import { TrackingDialog } from "./tracking-dialog";

const CARD_CLASS = "rounded-2xl border border-ink-200 bg-white p-4 sm:p-5";
const HEADING_CLASS = "text-lg font-bold text-ink-900";

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `${testId}-heading`;
  return (
    <section className={CARD_CLASS} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={HEADING_CLASS}>
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-sm text-ink-800">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-900">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Overview({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  return (
    <Block title={t("orders.details.overview")} testId="order-overview">
      <dl className="flex flex-col gap-2">
        <Fact label={t("orders.details.orderNumber")}>{order.code}</Fact>
        {order.replenishmentOrderCode ? (
          // Placed by a replenishment schedule (decision 0066): a link to that schedule's details.
          <Fact label={t("orders.details.replenishmentOrder")}>
            <Link
              to={replenishmentDetailPath(language, order.replenishmentOrderCode)}
              className="font-semibold text-brand-700 underline"
              data-testid="order-replenishment-code"
            >
              {order.replenishmentOrderCode}
            </Link>
          </Fact>
        ) : null}
        {order.created ? (
          <Fact label={t("orders.details.placedOn")}>
            <time dateTime={order.created}>{formatOrderDate(order.created, language)}</time>
          </Fact>
        ) : null}
        <Fact label={t("orders.details.status")}>
          <StatusBadge status={order.status} statusDisplay={order.statusDisplay} className="inline-block" />
        </Fact>
      </dl>
    </Block>
  );
}

type Contact = {
  formattedAddress?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
};

/** Spec §2.15: the formatted address, first and last name separated by a comma, e-mail and phone. */
function ContactLines({ contact }: { contact: Contact | undefined }) {
  if (!contact) return null;
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(", ");
  const lines = [contact.formattedAddress, name, contact.email].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {contact.phone ? (
        <span className="block rtl:text-right" dir="ltr">
          {contact.phone}
        </span>
      ) : null}
    </address>
  );
}

/** A delivery address's one-line form: the API's, else its parts. */
function deliveryContact(address: Order["deliveryAddress"]): Contact | undefined {
  if (!address) return undefined;
  const formattedAddress =
    address.formattedAddress ??
    formatAddressParts({ ...address, area: address.area?.name, region: address.region?.name, country: undefined });
  return { ...address, formattedAddress };
}

function Delivery({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const store = order.deliveryPointOfService;
  const cost = order.deliveryCost ?? order.deliveryMode?.deliveryCost;
  const paid = (cost?.value ?? 0) > 0;
  return (
    <Block title={t("orders.details.delivery")} testId="order-delivery">
      <dl className="flex flex-col gap-2">
        {order.deliveryMode ? (
          <Fact label={t("orders.details.deliveryMode")}>
            <span className="inline-flex items-center gap-2">
              <Icon name={paid ? "truck" : "store"} className="size-4 text-brand-700" />
              {order.deliveryMode.name ?? order.deliveryMode.code}
            </span>
          </Fact>
        ) : null}
        <Fact label={t("orders.details.deliveryCost")}>
          {paid ? formatPrice(cost, language) : t("orders.details.free")}
        </Fact>
        {store ? (
          <>
            <Fact label={t("orders.details.pickUpStore")}>
              <span className="block">{store.displayName}</span>
              <span className="block">{store.address.formattedAddress}</span>
            </Fact>
            <Fact label={t("orders.details.serviceTime")}>{t("orders.details.serviceTimeDefault")}</Fact>
            {store.address.phone ? (
              <Fact label={t("orders.details.storePhone")}>
                <span dir="ltr">{store.address.phone}</span>
              </Fact>
            ) : null}
            {order.deliveryAddress ? (
              <Fact label={t("orders.details.collector")}>
                <ContactLines contact={{ ...order.deliveryAddress, formattedAddress: undefined }} />
              </Fact>
            ) : null}
          </>
        ) : (
          <Fact label={t("orders.details.shipTo")}>
            <ContactLines contact={deliveryContact(order.deliveryAddress)} />
          </Fact>
        )}
      </dl>
    </Block>
  );
}

/** Money given back to the card, one line each ("Refunded AED 12.50 on 28 November 2026"). */
function Refunds({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  if (!order.refunds?.length) return null;
  return (
    <section aria-label={t("orders.details.refunds")} className="mt-3">
      <ul className="flex flex-col gap-1" data-testid="order-refunds">
        {order.refunds.map((refund, index) => (
          <li key={index} className="flex items-start gap-2 font-semibold text-brand-800">
            <Icon name="check" className="mt-0.5 size-4 shrink-0" />
            {t("orders.details.refunded", {
              amount: formatPrice(refund.amount, language),
              date: formatOrderDate(refund.date, language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payment({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const card = order.paymentInfo;
  const billing = card?.billingAddress;
  return (
    <Block title={t("orders.details.payment")} testId="order-payment">
      {isPayOnDelivery(order) ? (
        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3">
          <Icon name="card" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <span className="block font-semibold text-ink-900">{t("orders.details.cash")}</span>
            {t("orders.details.cashNote")}
          </p>
        </div>
      ) : (
        <dl className="flex flex-col gap-2">
          {card?.accountHolderName ? (
            <Fact label={t("orders.details.cardHolder")}>{card.accountHolderName}</Fact>
          ) : null}
          {cardShownInFull(card) ? (
            <>
              <Fact label={t("orders.details.cardNumber")}>
                <span dir="ltr">{[card?.cardType?.name, card?.cardNumber].filter(Boolean).join(" ")}</span>
              </Fact>
              <Fact label={t("orders.details.expiry")}>
                <span dir="ltr">
                  {card?.expiryMonth}/{card?.expiryYear}
                </span>
              </Fact>
            </>
          ) : null}
          {billing ? (
            <Fact label={t("orders.details.billingAddress")}>
              <ContactLines
                contact={{
                  ...billing,
                  formattedAddress: formatAddressParts({
                    ...billing,
                    region: billing.region?.name,
                    country: undefined,
                  }),
                }}
              />
            </Fact>
          ) : null}
        </dl>
      )}
      <PaymentParts order={order} language={language} />
      <Refunds order={order} language={language} />
    </Block>
  );
}

/** An order loyalty points paid (all or part of): what the points paid and what the card paid (decision 0065). */
function PaymentParts({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  if (!order.paymentParts?.length) return null;
  return (
    <dl className="mt-3 flex flex-col gap-2" data-testid="order-payment-parts">
      {order.paymentParts.map((part) => (
        <Fact
          key={part.paymentMode.code}
          label={t(part.paymentMode.code === "card" ? "loyalty.paidByCard" : "loyalty.paidWithPoints")}
        >
          {formatPrice(part.amount, language)}
        </Fact>
      ))}
    </dl>
  );
}

function groupTitle(group: ItemGroup, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (group.kind === "unconsigned") return t("orders.details.unconsigned");
  const number = consignmentNumber(group.consignment.code);
  return t(group.kind === "pickup" ? "orders.details.pickupConsignment" : "orders.details.consignment", { number });
}

function ItemGroupSection({
  group,
  order,
  language,
  trackHref,
}: {
  group: ItemGroup;
  order: Order;
  language: Language;
  trackHref: ((consignmentCode: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  const consignment = group.kind === "unconsigned" ? undefined : group.consignment;
  // Spec §2.15: a consignment of a cancelled order is shown with the warning style.
  const warning = isCriticalStatus(order.status) || isCriticalStatus(consignment?.status);
  return (
    <section
      className={`rounded-xl border p-3 sm:p-4 ${warning ? "border-sale/40 bg-sale/5" : "border-ink-100"}`}
      aria-label={groupTitle(group, t)}
      data-testid="order-item-group"
      data-consignment={consignment?.code ?? ""}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="font-bold text-ink-900">{groupTitle(group, t)}</h3>
        {consignment ? (
          <>
            <StatusBadge status={consignment.status} statusDisplay={consignment.statusDisplay} />
            {consignment.statusDate ? (
              <span className="text-sm text-ink-600">
                <time dateTime={consignment.statusDate}>{formatOrderDate(consignment.statusDate, language)}</time>
              </span>
            ) : null}
            {trackHref && isTrackable(consignment) ? (
              <Link
                to={trackHref(consignment.code)}
                preventScrollReset
                className="ms-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
                data-testid="track-consignment"
              >
                <Icon name="truck" className="size-4" />
                {t("orders.details.track", { number: consignmentNumber(consignment.code) })}
              </Link>
            ) : null}
          </>
        ) : null}
      </header>
      <ul className="mt-2 divide-y divide-ink-100">
        {group.entries.map((entry) => {
          const name = entry.product?.name ?? entry.product?.code ?? "";
          const image = productImageUrl(entry.product);
          return (
            <li key={entry.entryNumber} className="flex flex-wrap items-center gap-3 py-3" data-testid="order-item">
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg object-contain"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-sm">
                <p className="font-semibold text-ink-900">{name}</p>
                <p className="text-ink-600">
                  {t("orders.details.quantity", { quantity: entry.quantity ?? 0 })}
                  {entry.basePrice ? (
                    <span className="ms-2">
                      {t("orders.details.unitPrice", { price: formatPrice(entry.basePrice, language) })}
                    </span>
                  ) : null}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-ink-900">
                <Price price={entry.totalPrice} />
              </p>
              {entry.product?.code ? <BuyAgainForm productCode={entry.product.code} name={name} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Totals({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const { subtotal, discounts } = summaryAmounts(order);
  const row = (label: string, value: string | undefined, strong = false) => (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-bold text-ink-900" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const promotions = [...(order.appliedOrderPromotions ?? []), ...(order.appliedProductPromotions ?? [])]
    .map((promotion) => promotion.description ?? promotion.promotion?.description)
    .filter((text): text is string => Boolean(text));
  return (
    <Block title={t("orders.details.totals")} testId="order-totals">
      {promotions.length > 0 ? (
        <section aria-labelledby="order-promotions-heading">
          <h3 id="order-promotions-heading" className="font-semibold text-ink-900">
            {t("orders.details.promotions")}
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-brand-800">
            {promotions.map((text, index) => (
              <li key={index} className="flex items-start gap-2">
                <Icon name="tag" className="mt-0.5 size-4 shrink-0" />
                {text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="flex flex-col gap-2">
        {row(t("orders.details.subtotal"), formatPrice(subtotal, language))}
        {discounts ? row(t("orders.details.discounts"), `−${formatPrice(discounts, language)}`) : null}
        {row(
          t("orders.details.deliveryLine"),
          order.deliveryCost?.value ? formatPrice(order.deliveryCost, language) : t("orders.details.free"),
        )}
        {row(t("orders.details.total"), formatPrice(order.totalPrice, language), true)}
      </dl>
      {order.totalTax ? (
        <p className="text-ink-600">{t("orders.details.vat", { amount: formatPrice(order.totalTax, language) })}</p>
      ) : null}
    </Block>
  );
}

function Steps({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const steps = order.history ?? [];
  if (steps.length === 0) return null;
  return (
    <Block title={t("orders.details.steps")} testId="order-steps">
      <ol className="flex flex-col gap-3 border-s-2 border-brand-200 ps-4">
        {steps.map((step, index) => (
          <li key={`${step.date}-${index}`}>
            <p className="font-semibold text-ink-900">
              {step.statusDisplay}
              {step.consignmentCode ? (
                <span className="ms-1 font-normal text-ink-600">
                  ({t("orders.details.stepConsignment", { number: consignmentNumber(step.consignmentCode) })})
                </span>
              ) : null}
            </p>
            <p className="text-ink-600">
              <time dateTime={step.date}>{formatOrderDateTime(step.date, language)}</time>{" "}
              {t(`orders.details.by.${step.actor}`)}
            </p>
            {step.reason ? (
              <p className="text-ink-800">{t("orders.details.stepReason", { reason: step.reason })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Block>
  );
}

export type TrackingView = { consignmentCode: string; tracking: ConsignmentTracking | null };

export function OrderDetailsView({
  order,
  language,
  title,
  intro,
  pagePath,
  tracking,
  back,
  actions,
}: {
  order: Order;
  language: Language;
  title: string;
  intro?: string;
  /** This page's path: tracking links add `?track=` to it, the dialog's close goes back to it. */
  pagePath: string;
  tracking: TrackingView | null;
  /** The way back to the order history (customers only). */
  back?: { to: string; label: string };
  /** The order's actions (cancel, invoices, reorder, attachments). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const trackHref = (consignmentCode: string) => `${pagePath}?track=${encodeURIComponent(consignmentCode)}`;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6" data-testid="order-details">
      <header className="flex flex-col gap-2">
        {back ? (
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            <Icon name="chevron-end" direction="start" className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {intro ? <p className="text-ink-700">{intro}</p> : null}
      </header>
      {actions}
      <div className="grid gap-6 md:grid-cols-3">
        <Overview order={order} language={language} />
        <Delivery order={order} language={language} />
        <Payment order={order} language={language} />
      </div>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <section className={CARD_CLASS} aria-labelledby="order-items-heading" data-testid="order-items">
          <h2 id="order-items-heading" className={HEADING_CLASS}>
            {t("orders.details.items")}
          </h2>
          <div className="mt-3 flex flex-col gap-4">
            {itemGroups(order).map((group, index) => (
              <ItemGroupSection
                key={group.kind === "unconsigned" ? `unconsigned-${index}` : group.consignment.code}
                group={group}
                order={order}
                language={language}
                trackHref={trackHref}
              />
            ))}
          </div>
        </section>
        <div className="flex flex-col gap-6">
          <Totals order={order} language={language} />
          <Steps order={order} language={language} />
        </div>
      </div>
      {tracking ? (
        <TrackingDialog
          consignmentCode={tracking.consignmentCode}
          tracking={tracking.tracking}
          closeHref={pagePath}
          language={language}
        />
      ) : null}
    </div>
  );
}
