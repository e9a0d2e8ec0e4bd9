/**
 * The coupon block (shopping spec §2.13, §5): the couponCode field with Apply (disabled while the cart loads),
 * the applied vouchers with Remove, and a signed-in customer's available coupons, applied with one click. An
 * empty code is not sent: the field is marked touched. The API's voucher errors show beside the coupon field and
 * take the focus (on a phone the page's message area is off screen), with and without scripts; a success shows as
 * the page's message.
 */
import type { Cart, CustomerCoupon } from "@dukkan/occ/cart";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useFetcher } from "react-router";
import type { CartActionData, CartMessage } from "./cart-forms";
import { useAnswerMessage } from "./cart-messages";
import { COUPON_CODE_MAX_LENGTH, readCouponCode } from "./coupon-code";
import { Field, INPUT_CLASS } from "@dukkan/ui/field";

/** A refused coupon of this answer (the API's reason), if any. */
export function couponRefusal(answer: CartActionData | undefined): CartMessage | undefined {
  const message = answer?.message;
  return answer?.intent === "applyVoucher" && message?.tone === "error" ? message : undefined;
}

/** The page's message for an answer, except a refused coupon, which shows beside the coupon field instead. */
function pageMessageOf(answer: CartActionData | undefined): CartActionData | undefined {
  return couponRefusal(answer) ? undefined : answer;
}

/**
 * A refused coupon's reason, right under the control that sent it. It takes the focus: a fetcher's answer moves
 * it there; without scripts the page comes back from the form post with `autofocus` on it.
 */
function CouponError({ id, refusal, answer }: { id: string; refusal: CartMessage; answer: unknown }) {
  const { t } = useTranslation();
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    element.current?.focus();
  }, [answer]);
  return (
    <p
      ref={element}
      id={id}
      role="alert"
      tabIndex={-1}
      // The shopper just sent this code and the answer is this message: without scripts only autofocus takes them to it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      data-testid="coupon-error"
      className="mt-1.5 rounded-lg border border-sale/30 bg-sale/5 px-3 py-2 text-sm font-medium text-sale focus:outline-none focus:ring-2 focus:ring-sale/40"
    >
      {refusal.key ? t(refusal.key, refusal.values) : refusal.text}
    </p>
  );
}

function CouponForm({
  cartLoading,
  touchedByServer,
  refusedByServer,
}: {
  cartLoading: boolean;
  touchedByServer: boolean;
  refusedByServer: CartMessage | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: "coupon-apply" });
  useAnswerMessage(pageMessageOf(fetcher.data));
  const errorId = useId();
  // The fetcher's answer once there is one; before, the answer of a form post made without scripts.
  const refusal = fetcher.data ? couponRefusal(fetcher.data) : refusedByServer;
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(touchedByServer);
  // An applied code is done with: the field empties, untouched, for the next one.
  const [seenAnswer, setSeenAnswer] = useState<CartActionData | undefined>();
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data);
    if (fetcher.data?.message?.tone === "success") {
      setCode("");
      setTouched(false);
    }
  }
  const missing = (touched || fetcher.data?.couponTouched === true) && code.trim() === "";
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!readCouponCode(code).ok) {
          event.preventDefault();
          setTouched(true);
        }
      }}
    >
      <input type="hidden" name="intent" value="applyVoucher" />
      <Field label={t("cartPage.coupon.label")} error={missing ? t("cartPage.coupon.required") : undefined}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              aria-invalid={control["aria-invalid"] ?? (refusal ? true : undefined)}
              aria-describedby={
                [control["aria-describedby"], refusal ? errorId : ""].filter(Boolean).join(" ") || undefined
              }
              name="couponCode"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={COUPON_CODE_MAX_LENGTH}
              autoComplete="off"
              className={`${INPUT_CLASS} min-w-0 flex-1 uppercase`}
            />
            <button
              type="submit"
              disabled={cartLoading || fetcher.state !== "idle"}
              className="rounded-full bg-ink-900 px-5 py-2 text-sm font-semibold text-white transition hover:bg-ink-800 disabled:cursor-wait disabled:bg-ink-400"
            >
              {t("cartPage.coupon.apply")}
            </button>
          </div>
        )}
      </Field>
      {refusal ? <CouponError id={errorId} refusal={refusal} answer={fetcher.data ?? refusedByServer} /> : null}
    </fetcher.Form>
  );
}

function AppliedVoucher({ code }: { code: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: `voucher-${code}-remove` });
  useAnswerMessage(fetcher.data);
  if (fetcher.formData) return null;
  return (
    <li className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pe-1 ps-3 text-sm font-semibold text-brand-800">
      <span data-testid="applied-voucher">{code}</span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="removeVoucher" />
        <input type="hidden" name="voucherCode" value={code} />
        <button
          type="submit"
          aria-label={t("cartPage.coupon.remove", { code })}
          className="flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
        >
          ×
        </button>
      </fetcher.Form>
    </li>
  );
}

function CustomerCouponButton({ coupon, cartLoading }: { coupon: CustomerCoupon; cartLoading: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: `coupon-${coupon.couponId}` });
  useAnswerMessage(pageMessageOf(fetcher.data));
  const errorId = useId();
  const refusal = couponRefusal(fetcher.data);
  return (
    <li>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="applyVoucher" />
        <input type="hidden" name="couponCode" value={coupon.couponId} />
        <button
          type="submit"
          disabled={cartLoading || fetcher.state !== "idle"}
          aria-label={t("cartPage.coupon.applyCoupon", { code: coupon.couponId })}
          aria-describedby={refusal ? errorId : undefined}
          className="flex w-full flex-col items-start rounded-xl border border-dashed border-brand-300 px-3 py-2 text-start transition hover:border-brand-500 hover:bg-brand-50 disabled:cursor-wait"
        >
          <span className="text-sm font-bold text-brand-800">{coupon.couponId}</span>
          {coupon.name ? <span className="text-xs text-ink-700">{coupon.name}</span> : null}
        </button>
        {refusal ? <CouponError id={errorId} refusal={refusal} answer={fetcher.data} /> : null}
      </fetcher.Form>
    </li>
  );
}

export function CouponBlock({
  cart,
  coupons,
  cartLoading,
  touchedByServer,
  refusedByServer,
}: {
  cart: Pick<Cart, "appliedVouchers">;
  coupons: CustomerCoupon[];
  cartLoading: boolean;
  touchedByServer: boolean;
  /** A coupon the page's own form post (no scripts) had refused. */
  refusedByServer?: CartMessage | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const vouchers = cart.appliedVouchers ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {t("cartPage.coupon.heading")}
      </h2>
      <CouponForm cartLoading={cartLoading} touchedByServer={touchedByServer} refusedByServer={refusedByServer} />
      {vouchers.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink-700">{t("cartPage.coupon.appliedHeading")}</h3>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {vouchers.map((voucher) => (
              <AppliedVoucher key={voucher.voucherCode} code={voucher.voucherCode} />
            ))}
          </ul>
        </div>
      ) : null}
      {coupons.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink-700">{t("cartPage.coupon.yourCoupons")}</h3>
          <ul className="mt-1.5 flex flex-col gap-2">
            {coupons.map((coupon) => (
              <CustomerCouponButton key={coupon.couponId} coupon={coupon} cartLoading={cartLoading} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
