/**
 * Scheduled replenishment orders (account spec §2.22, §6, §7; issue 21): the order days of each recurrence, a
 * checkout cart turned into a schedule, the job placing each order on its day with that day's prices and stock
 * (a product out of stock is left out and the customer told), a missed day placed once, cancelling, and another
 * customer's code refused. The app and the test's job runner share one clock the tests move.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderHistoryList } from "@dukkan/occ/order";
import { ReplenishmentOrder, ReplenishmentOrderList } from "@dukkan/occ/replenishment";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { createCustomer, latestMessage, OCC, bearer } from "../account/account-test-support.js";
import { CartService } from "../cart/cart-service.js";
import { getCart, signedIn, type Caller } from "../cart/cart-test-support.js";
import { carts } from "../cart/cart.tables.js";
import { prices, stockLevels } from "../db/tables.js";
import { JobRunner } from "../jobs/job-runner.js";
import { SandboxEmailSender } from "../notifications/email.js";
import { OrderService } from "../orders/order-service.js";
import { MastercardGateway } from "../payment/mastercard-gateway.js";
import { add, checkOut, firstError, getOrder, insertOrderFixtures, newCart } from "../orders/order-test-support.js";
import { orders } from "../orders/orders.tables.js";
import { orderDayAfter, orderDayOnOrAfter, uaeDay, type Recurrence } from "./replenishment-schedule.js";
import { ReplenishmentService } from "./replenishment-service.js";
import { replenishmentOrders, replenishmentRuns } from "./replenishment.tables.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };

describe("order days of a schedule", () => {
  const monthly = (nthDayOfMonth: number, firstDate = "2026-01-01"): Recurrence => ({
    recurrencePeriod: "MONTHLY",
    nthDayOfMonth,
    firstDate,
  });

  it("orders monthly on the day, or on the month's last day when it is shorter", () => {
    expect(orderDayOnOrAfter(monthly(31), "2026-01-01")).toBe("2026-01-31");
    expect(orderDayAfter(monthly(31), "2026-01-31")).toBe("2026-02-28");
    expect(orderDayAfter(monthly(31), "2026-02-28")).toBe("2026-03-31");
    expect(orderDayAfter(monthly(31), "2026-03-31")).toBe("2026-04-30");
    expect(orderDayAfter(monthly(30, "2028-01-01"), "2028-01-30")).toBe("2028-02-29");
    expect(orderDayAfter(monthly(15), "2026-12-15")).toBe("2027-01-15");
    // Started after this month's day: the first order is next month's.
    expect(orderDayOnOrAfter(monthly(10, "2026-05-20"), "2026-05-20")).toBe("2026-06-10");
  });

  it("orders every N days from the first date", () => {
    const everyThree: Recurrence = { recurrencePeriod: "DAILY", numberOfDays: 3, firstDate: "2026-02-27" };
    expect(orderDayOnOrAfter(everyThree, "2026-02-27")).toBe("2026-02-27");
    expect(orderDayAfter(everyThree, "2026-02-27")).toBe("2026-03-02");
    expect(orderDayOnOrAfter(everyThree, "2026-03-03")).toBe("2026-03-05");
  });

  it("orders on the chosen weekdays of every Nth week", () => {
    // 2026-11-25 is a Wednesday; its week runs Monday 23 to Sunday 29.
    const fortnightly: Recurrence = {
      recurrencePeriod: "WEEKLY",
      numberOfWeeks: 2,
      daysOfWeek: ["MONDAY", "THURSDAY"],
      firstDate: "2026-11-25",
    };
    expect(orderDayOnOrAfter(fortnightly, "2026-11-25")).toBe("2026-11-26");
    expect(orderDayAfter(fortnightly, "2026-11-26")).toBe("2026-12-07");
    expect(orderDayAfter(fortnightly, "2026-12-07")).toBe("2026-12-10");
    expect(orderDayAfter(fortnightly, "2026-12-10")).toBe("2026-12-21");
  });

  it("counts days in the UAE (UTC+4)", () => {
    expect(uaeDay(new Date("2026-11-26T19:59:00Z"))).toBe("2026-11-26");
    expect(uaeDay(new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
  });
});

describe("replenishment orders", () => {
  let t: TestApp;
  let clock = new Date("2025-06-15T08:00:00Z");
  const now = () => clock;
  let jobs: JobRunner;

  beforeAll(async () => {
    t = await createTestApp({ seed: insertOrderFixtures, now, backgroundJobs: false });
    jobs = new JobRunner({ db: t.db, logger: SILENT, now });
    const cartService = new CartService(t.db, now);
    const orderService = new OrderService({ db: t.db, carts: cartService, now });
    new ReplenishmentService({
      db: t.db,
      carts: cartService,
      orders: orderService,
      // Cash schedules never reach the gateway (the card schedules' tests: replenishment-card.test.ts).
      gateway: new MastercardGateway(testConfig().payment),
      jobs,
      email: new SandboxEmailSender(t.db),
      storefrontUrl: "http://shop.test",
      now,
    }).registerJobs(jobs);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Moves the shared clock to an instant and runs every job due then. */
  async function runJobsAt(instant: string) {
    clock = new Date(instant);
    await jobs.runDueJobs();
  }

  async function customer(firstName: string): Promise<Caller & { email: string }> {
    const registered = await createCustomer(t, { firstName });
    return { ...(await signedIn(t, registered)), email: registered.email };
  }

  function call(
    caller: Caller,
    method: "GET" | "POST" | "PATCH",
    path = "",
    options: { query?: string; payload?: object } = {},
  ) {
    return t.app.inject({
      method,
      url: `${OCC}/users/${caller.userId}/replenishmentOrders${path}${options.query ? `?${options.query}` : ""}`,
      headers: caller.token ? bearer(caller.token) : {},
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  /** A cart of 2 cups and 1 lid, home delivery to Dubai Marina, cash on delivery, scheduled with `form`. */
  async function schedule(caller: Caller, form: object, paymentMode = "pay-on-delivery") {
    const cartId = await newCart(t, caller);
    await add(t, caller, cartId, CODES.cup, 2);
    await add(t, caller, cartId, CODES.lid, 1);
    await checkOut(t, caller, cartId, paymentMode);
    return call(caller, "POST", "", { query: `cartId=${cartId}&termsChecked=true&area=AE-DU-MARINA`, payload: form });
  }

  const codesOfOrders = async (caller: Caller, code: string) => {
    const response = await call(caller, "GET", `/${code}/orders`);
    expect(response.statusCode, response.body).toBe(200);
    return OrderHistoryList.parse(response.json()).orders.map((order) => order.code);
  };

  it("turns the checkout cart into a monthly schedule, then places its order on the day at that day's price", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const huda = await customer("Huda");
    const response = await schedule(huda, {
      recurrencePeriod: "MONTHLY",
      nthDayOfMonth: 20,
      replenishmentStartDate: "2025-06-15",
    });
    expect(response.statusCode, response.body).toBe(201);
    const scheduled = ReplenishmentOrder.parse(response.json());
    expect(scheduled).toMatchObject({
      active: true,
      firstDate: "2025-06-15",
      trigger: { displayTimeTable: "Every month on day 20 at 00:00:00", activationTime: "2025-06-20" },
      totalItems: 3,
      paymentMode: { code: "pay-on-delivery" },
    });
    expect(scheduled.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      [CODES.cup, 2],
      [CODES.lid, 1],
    ]);
    // The cart became the schedule: the customer's next cart is a new, empty one.
    expect((await getCart(t, huda, "current")).statusCode).toBe(400);

    // Nothing happens before the day.
    await runJobsAt("2025-06-19T19:00:00Z");
    expect(await codesOfOrders(huda, scheduled.replenishmentOrderCode)).toEqual([]);

    // The price of cups went up to AED 15.00 meanwhile; the order pays today's price.
    await t.db.update(prices).set({ valueFils: 1500 }).where(eq(prices.productCode, CODES.cup));
    await runJobsAt("2025-06-19T20:05:00Z"); // 00:05 on the 20th in the UAE
    const [orderCode] = await codesOfOrders(huda, scheduled.replenishmentOrderCode);
    expect(orderCode).toMatch(/^\d{8}$/);
    const order = (await getOrder(t, huda, orderCode!)).json();
    expect(order.status).toBe("CREATED");
    expect(order.paymentMode.code).toBe("pay-on-delivery");
    expect(
      order.entries.map((entry: { product: { code: string }; basePrice: { value: number } }) => [
        entry.product.code,
        entry.basePrice.value,
      ]),
    ).toEqual([
      [CODES.cup, 15],
      [CODES.lid, 17], // AED 20.00 less the fixtures' lid discount
    ]);
    const mail = await latestMessage(t, huda.email);
    expect(mail.subject).toBe(`Your scheduled order ${scheduled.replenishmentOrderCode}: order ${orderCode} placed`);
    expect(mail.body).toContain("Your next scheduled order is on 2025-07-20.");
    const detail = ReplenishmentOrder.parse((await call(huda, "GET", `/${scheduled.replenishmentOrderCode}`)).json());
    expect(detail.trigger.activationTime).toBe("2025-07-20");

    // Running the jobs again the same day places nothing more.
    await runJobsAt("2025-06-19T21:00:00Z");
    expect(await codesOfOrders(huda, scheduled.replenishmentOrderCode)).toHaveLength(1);

    // Next month the lids are out of stock: the order has the cups only, and the e-mail says what was left out.
    await t.db.update(stockLevels).set({ available: 0 }).where(eq(stockLevels.productCode, CODES.lid));
    await runJobsAt("2025-07-19T20:30:00Z");
    const codes = await codesOfOrders(huda, scheduled.replenishmentOrderCode);
    expect(codes).toHaveLength(2);
    const july = (await getOrder(t, huda, codes[0]!)).json();
    expect(july.entries.map((entry: { product: { code: string } }) => entry.product.code)).toEqual([CODES.cup]);
    const julyMail = await latestMessage(t, huda.email);
    expect(julyMail.subject).toBe(`Your scheduled order ${scheduled.replenishmentOrderCode}: order ${codes[0]} placed`);
    expect(julyMail.body).toContain("These products were out of stock today and are not in this order:\n- Cup Lid × 1");
    await t.db.update(stockLevels).set({ available: 60 }).where(eq(stockLevels.productCode, CODES.lid));
  });

  it("places one order, not one per missed day, after the shop was down", async () => {
    clock = new Date("2025-08-01T08:00:00Z");
    const omar = await customer("Omar");
    const response = await schedule(omar, {
      recurrencePeriod: "DAILY",
      numberOfDays: "1",
      replenishmentStartDate: "2025-08-02T00:00:00+04:00",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { replenishmentOrderCode: code } = ReplenishmentOrder.parse(response.json());
    // Back on the 6th after four days down: the 2nd to the 5th were missed.
    await runJobsAt("2025-08-06T06:00:00Z");
    await runJobsAt("2025-08-06T07:00:00Z");
    expect(await codesOfOrders(omar, code)).toHaveLength(1);
    const runs = await t.db
      .select({ dueDate: replenishmentRuns.dueDate })
      .from(replenishmentRuns)
      .where(eq(replenishmentRuns.replenishmentId, Number(code)));
    expect(runs).toEqual([{ dueDate: "2025-08-02" }]);
    const detail = ReplenishmentOrder.parse((await call(omar, "GET", `/${code}`)).json());
    expect(detail.trigger.activationTime).toBe("2025-08-07");
  });

  it("cancels an active schedule only, and a cancelled one places nothing", async () => {
    clock = new Date("2025-09-01T08:00:00Z");
    const sara = await customer("Sara");
    const created = ReplenishmentOrder.parse(
      (
        await schedule(sara, {
          recurrencePeriod: "WEEKLY",
          numberOfWeeks: 1,
          daysOfWeek: ["WEDNESDAY"],
          replenishmentStartDate: "2025-09-01",
        })
      ).json(),
    );
    expect(created.trigger).toEqual({
      displayTimeTable: "Every week on Wednesday at 00:00:00",
      activationTime: "2025-09-03",
    });
    const cancelled = await call(sara, "PATCH", `/${created.replenishmentOrderCode}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ReplenishmentOrder.parse(cancelled.json())).toMatchObject({ active: false, trigger: {} });
    expect(cancelled.json().trigger.activationTime).toBeUndefined();

    const again = await call(sara, "PATCH", `/${created.replenishmentOrderCode}`);
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({
      type: "ReplenishmentOrderError",
      message: `Replenishment order ${created.replenishmentOrderCode} is already cancelled.`,
    });
    await runJobsAt("2025-09-03T08:00:00Z");
    expect(await codesOfOrders(sara, created.replenishmentOrderCode)).toEqual([]);
  });

  it("lists the customer's schedules five a page, sorted by date, number or next order date", async () => {
    clock = new Date("2025-10-01T08:00:00Z");
    const layla = await customer("Layla");
    const made: string[] = [];
    for (const day of [28, 5, 12, 20, 9, 15]) {
      const response = await schedule(layla, {
        recurrencePeriod: "MONTHLY",
        nthDayOfMonth: day,
        replenishmentStartDate: "2025-10-02",
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(ReplenishmentOrder.parse(response.json()).replenishmentOrderCode);
    }
    const first = ReplenishmentOrderList.parse((await call(layla, "GET")).json());
    expect(first.pagination).toMatchObject({ currentPage: 0, pageSize: 5, totalPages: 2, totalResults: 6 });
    expect(first.replenishmentOrders.map((order) => order.replenishmentOrderCode)).toEqual(made.slice(1).reverse());
    const byNext = ReplenishmentOrderList.parse(
      (await call(layla, "GET", "", { query: "sort=byNextOrderDate&pageSize=3" })).json(),
    );
    expect(byNext.replenishmentOrders.map((order) => order.trigger.activationTime)).toEqual([
      "2025-10-05",
      "2025-10-09",
      "2025-10-12",
    ]);
    expect(byNext.sorts.find((sort) => sort.selected)?.code).toBe("byNextOrderDate");
  });

  it("refuses another customer's schedule, guests, unsaved cards, a past start and unaccepted terms", async () => {
    clock = new Date("2025-11-01T08:00:00Z");
    const owner = await customer("Noor");
    const other = await customer("Hamad");
    const { replenishmentOrderCode: code } = ReplenishmentOrder.parse(
      (
        await schedule(owner, { recurrencePeriod: "DAILY", numberOfDays: 7, replenishmentStartDate: "2025-11-03" })
      ).json(),
    );
    for (const [method, path] of [
      ["GET", `/${code}`],
      ["PATCH", `/${code}`],
      ["GET", `/${code}/orders`],
    ] as const) {
      const refused = await call(other, method, path);
      expect(refused.statusCode).toBe(400);
      expect(firstError(refused)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "replenishmentOrder" });
    }
    expect(ReplenishmentOrderList.parse((await call(other, "GET")).json()).replenishmentOrders).toEqual([]);
    const [row] = await t.db
      .select()
      .from(replenishmentOrders)
      .where(eq(replenishmentOrders.id, Number(code)));
    expect(row?.active).toBe(true);

    expect((await call({ userId: "anonymous" }, "GET")).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call({ userId: "anonymous" }, "GET")).statusCode).toBeLessThan(500);

    const byCard = await schedule(
      other,
      { recurrencePeriod: "DAILY", numberOfDays: 7, replenishmentStartDate: "2025-11-03" },
      "card",
    );
    // A card typed for this cart alone cannot be charged later: only a saved card pays a schedule (decision 0066).
    expect(byCard.statusCode).toBe(400);
    expect(firstError(byCard)).toMatchObject({
      subject: "paymentDetails",
      message: "A scheduled order can be paid only by one of your saved cards; choose a saved card.",
    });

    await t.db.delete(carts).where(and(eq(carts.customerUid, other.email)));
    const past = await schedule(other, {
      recurrencePeriod: "DAILY",
      numberOfDays: 7,
      replenishmentStartDate: "2025-10-31",
    });
    expect(past.statusCode).toBe(400);
    expect(firstError(past)).toMatchObject({
      subject: "replenishmentStartDate",
      message: "The start date cannot be before today.",
    });

    const notADay = await call(other, "POST", "", {
      query: "cartId=current&termsChecked=true",
      payload: { recurrencePeriod: "DAILY", numberOfDays: 7, replenishmentStartDate: "2026-02-30" },
    });
    expect(notADay.statusCode).toBe(400);
    expect(firstError(notADay).type).toBe("ValidationError");

    const unticked = await call(other, "POST", "", {
      query: "cartId=current&termsChecked=false",
      payload: { recurrencePeriod: "DAILY", numberOfDays: 7, replenishmentStartDate: "2025-11-03" },
    });
    expect(unticked.statusCode).toBe(400);
    expect(firstError(unticked).subject).toBe("termsChecked");
    // Nothing was scheduled for the refused calls, and no order was placed.
    expect(ReplenishmentOrderList.parse((await call(other, "GET")).json()).pagination.totalResults).toBe(0);
    expect(await t.db.select().from(orders).where(eq(orders.customerUid, other.email))).toEqual([]);
  });
});
