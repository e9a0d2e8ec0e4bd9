/**
 * Staff fulfilment through the service (issue 18; account spec §4.8): every step of home delivery and pick-up,
 * the order status that follows, the history rows with their actor, the jobs each step enqueues, and every
 * refusal: a step the state machine does not allow answers a 400 naming the current state and changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { TEST_NOW } from "../../../test/fixtures.js";
import { jobs } from "../../jobs/jobs.tables.js";
import { OccHttpError } from "../../occ/errors.js";
import { insertOrderFixtures } from "../order-test-support.js";
import { consignmentTrackingEvents, orderEvents, orders } from "../orders.tables.js";
import type { FulfilmentService } from "./fulfilment-service.js";
import {
  consignmentRow,
  eventsOf,
  fulfilmentFor,
  jobsOf,
  orderRow,
  OTHER_STAFF,
  paidCardOrder,
  placedOrder,
  STAFF,
  type PlacedTestOrder,
} from "./lifecycle-test-support.js";

let t: TestApp;
let fulfilment: FulfilmentService;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  fulfilment = fulfilmentFor(t);
});
afterAll(() => t.close());

const by = { actor: STAFF };
const SHIP = { ...by, carrierCode: "aramex", trackingId: "AX-1001" };

/** The error a refused step throws (an OccHttpError), for its status and first entry. */
async function refusal(step: Promise<unknown>) {
  const error = await step.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OccHttpError);
  const occ = error as OccHttpError;
  return { status: occ.statusCode, ...occ.errors[0]! };
}

/** Everything a step could change about an order, to show a refused one changed nothing. */
async function snapshot(order: PlacedTestOrder) {
  return {
    order: await orderRow(t, order.id),
    consignment: await consignmentRow(t, order.consignment),
    events: await eventsOf(t, order.id),
    jobs: await jobsOf(t, order.id),
    tracking: await t.db
      .select()
      .from(consignmentTrackingEvents)
      .where(eq(consignmentTrackingEvents.consignmentId, (await consignmentRow(t, order.consignment)).id)),
  };
}

async function refusedAndUnchanged(order: PlacedTestOrder, step: () => Promise<unknown>) {
  const before = await snapshot(order);
  const refused = await refusal(step());
  expect(await snapshot(order)).toEqual(before);
  return refused;
}

describe("home delivery", () => {
  it("accepts, picks, ships with carrier and tracking number, delivers; the order follows to COMPLETED", async () => {
    const order = await placedOrder(t, "Huda");
    expect((await orderRow(t, order.id)).status).toBe("CREATED");

    await fulfilment.accept(order.code, { actor: STAFF, reason: "stock checked" });
    expect((await orderRow(t, order.id)).status).toBe("PROCESSING");
    expect((await consignmentRow(t, order.consignment)).status).toBe("READY");

    await fulfilment.pick(order.code, order.consignment, by);
    expect((await consignmentRow(t, order.consignment)).status).toBe("PICKPACK");
    expect((await orderRow(t, order.id)).status).toBe("PROCESSING");

    const arrival = new Date("2026-12-03T00:00:00.000Z");
    await fulfilment.ship(order.code, order.consignment, { ...SHIP, targetArrivalDate: arrival });
    expect(await consignmentRow(t, order.consignment)).toMatchObject({
      status: "SHIPPED",
      carrierCode: "aramex",
      trackingId: "AX-1001",
      shippedAt: TEST_NOW,
      statusDate: TEST_NOW,
      targetArrivalDate: arrival,
      version: 2,
    });
    expect((await orderRow(t, order.id)).status).toBe("SHIPPED");

    await fulfilment.deliver(order.code, order.consignment, { actor: OTHER_STAFF });
    expect((await consignmentRow(t, order.consignment)).status).toBe("DELIVERY_COMPLETED");
    expect((await orderRow(t, order.id)).status).toBe("COMPLETED");

    expect(await eventsOf(t, order.id)).toEqual([
      {
        kind: "STATUS",
        consignment: false,
        from: null,
        to: "CREATED",
        actor: "customer:" + (await uidOf(order)),
        reason: null,
      },
      {
        kind: "STATUS",
        consignment: false,
        from: "CREATED",
        to: "PROCESSING",
        actor: "staff:staff-7",
        reason: "stock checked",
      },
      { kind: "STATUS", consignment: true, from: "READY", to: "PICKPACK", actor: "staff:staff-7", reason: null },
      { kind: "STATUS", consignment: true, from: "PICKPACK", to: "SHIPPED", actor: "staff:staff-7", reason: null },
      { kind: "STATUS", consignment: false, from: "PROCESSING", to: "SHIPPED", actor: "staff:staff-7", reason: null },
      {
        kind: "STATUS",
        consignment: true,
        from: "SHIPPED",
        to: "DELIVERY_COMPLETED",
        actor: "staff:staff-8",
        reason: null,
      },
      { kind: "STATUS", consignment: false, from: "SHIPPED", to: "COMPLETED", actor: "staff:staff-8", reason: null },
    ]);
    // A cash order: the customer is told, nothing is captured.
    expect(await jobsOf(t, order.id)).toEqual([
      { kind: "order.notify", payload: { orderId: order.id, event: "accepted" } },
      { kind: "order.notify", payload: { orderId: order.id, event: "shipped", consignmentCode: order.consignment } },
      { kind: "order.notify", payload: { orderId: order.id, event: "delivered", consignmentCode: order.consignment } },
    ]);
  });

  it("adds the carrier's tracking events once the consignment has shipped", async () => {
    const order = await placedOrder(t, "Imran");
    const notYet = await refusedAndUnchanged(order, () =>
      fulfilment.addTrackingEvent(order.code, order.consignment, {
        eventDate: TEST_NOW,
        detail: { en: "Picked up" },
        actor: STAFF,
      }),
    );
    expect(notYet).toMatchObject({ status: 400, reason: "notWithCarrier", subject: order.consignment });
    expect(notYet.message).toContain("READY");

    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);
    await fulfilment.ship(order.code, order.consignment, SHIP);
    await fulfilment.addTrackingEvent(order.code, order.consignment, {
      eventDate: new Date("2026-11-28T09:30:00.000Z"),
      detail: { en: "Out for delivery", ar: "خرجت للتوصيل" },
      location: "Dubai",
      referenceCode: "OFD",
      actor: STAFF,
    });
    const { id } = await consignmentRow(t, order.consignment);
    expect(
      await t.db.select().from(consignmentTrackingEvents).where(eq(consignmentTrackingEvents.consignmentId, id)),
    ).toMatchObject([
      {
        eventDate: new Date("2026-11-28T09:30:00.000Z"),
        detail: { en: "Out for delivery", ar: "خرجت للتوصيل" },
        location: "Dubai",
        referenceCode: "OFD",
      },
    ]);
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: "TRACKING", actor: "staff:staff-7" });
  });
});

describe("pick-up", () => {
  it("picks, puts out for collection and hands over; the order is READY_FOR_PICKUP then COMPLETED", async () => {
    const order = await placedOrder(t, "Jamila", "pickup");
    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);
    await fulfilment.readyForPickup(order.code, order.consignment, by);
    expect((await consignmentRow(t, order.consignment)).status).toBe("READY_FOR_PICKUP");
    expect((await orderRow(t, order.id)).status).toBe("READY_FOR_PICKUP");

    await fulfilment.handOver(order.code, order.consignment, by);
    expect((await consignmentRow(t, order.consignment)).status).toBe("PICKUP_COMPLETE");
    expect((await orderRow(t, order.id)).status).toBe("COMPLETED");
    expect((await eventsOf(t, order.id)).map((event) => event.to)).toEqual([
      "CREATED",
      "PROCESSING",
      "PICKPACK",
      "READY_FOR_PICKUP",
      "READY_FOR_PICKUP",
      "PICKUP_COMPLETE",
      "COMPLETED",
    ]);
    expect((await jobsOf(t, order.id)).map((job) => (job.payload as { event: string }).event)).toEqual([
      "accepted",
      "ready-for-pickup",
      "collected",
    ]);
  });

  it("refuses shipping a pick-up consignment (a delivery-only step)", async () => {
    const order = await placedOrder(t, "Kamal", "pickup");
    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);
    const shipped = await refusedAndUnchanged(order, () => fulfilment.ship(order.code, order.consignment, SHIP));
    expect(shipped).toMatchObject({ status: 400, type: "IllegalStateError", reason: "transitionNotAllowed" });
    expect(shipped.message).toBe(`The consignment ${order.consignment} is PICKPACK; it cannot become SHIPPED.`);
  });
});

describe("card orders", () => {
  it("records the payment's confirmation, and asks for the capture when the consignment ships", async () => {
    const order = await paidCardOrder(t, "Laila");
    expect((await consignmentRow(t, order.consignment)).status).toBe("READY");
    expect(await eventsOf(t, order.id)).toEqual([
      {
        kind: "STATUS",
        consignment: false,
        from: "PAYMENT_PENDING",
        to: "CREATED",
        actor: `customer:${order.uid}`,
        reason: null,
      },
      { kind: "STATUS", consignment: true, from: "WAITING", to: "READY", actor: `customer:${order.uid}`, reason: null },
    ]);
    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);
    expect(await jobsOf(t, order.id, ["payment.capture"])).toEqual([]);
    await fulfilment.ship(order.code, order.consignment, SHIP);
    expect(await jobsOf(t, order.id, ["payment.capture"])).toEqual([
      { kind: "payment.capture", payload: { orderId: order.id } },
    ]);
  });
});

describe("refusals", () => {
  it("refuses every step from a state that does not allow it, naming the state, changing nothing", async () => {
    const order = await placedOrder(t, "Maha");
    const pickEarly = await refusedAndUnchanged(order, () => fulfilment.pick(order.code, order.consignment, by));
    expect(pickEarly).toMatchObject({ status: 400, reason: "orderNotInFulfilment", subject: order.code });
    expect(pickEarly.message).toContain("is CREATED");

    await fulfilment.accept(order.code, by);
    const cases: [() => Promise<unknown>, string][] = [
      [() => fulfilment.accept(order.code, by), `The order ${order.code} is PROCESSING; it cannot become PROCESSING.`],
      [() => fulfilment.ship(order.code, order.consignment, SHIP), "is READY; it cannot become SHIPPED."],
      [() => fulfilment.deliver(order.code, order.consignment, by), "is READY; it cannot become DELIVERY_COMPLETED."],
      [() => fulfilment.handOver(order.code, order.consignment, by), "is READY; it cannot become PICKUP_COMPLETE."],
    ];
    for (const [step, message] of cases) {
      const refused = await refusedAndUnchanged(order, step);
      expect(refused).toMatchObject({ status: 400, type: "IllegalStateError", reason: "transitionNotAllowed" });
      expect(refused.message).toContain(message);
    }

    await fulfilment.pick(order.code, order.consignment, by);
    for (const [step, message] of [
      [() => fulfilment.pick(order.code, order.consignment, by), "is PICKPACK; it cannot become PICKPACK."],
      [
        () => fulfilment.readyForPickup(order.code, order.consignment, by),
        "is PICKPACK; it cannot become READY_FOR_PICKUP.",
      ],
      [
        () => fulfilment.deliver(order.code, order.consignment, by),
        "is PICKPACK; it cannot become DELIVERY_COMPLETED.",
      ],
    ] as const) {
      expect((await refusedAndUnchanged(order, step)).message).toContain(message);
    }

    await fulfilment.ship(order.code, order.consignment, SHIP);
    await fulfilment.deliver(order.code, order.consignment, by);
    const afterEnd = await refusedAndUnchanged(order, () => fulfilment.ship(order.code, order.consignment, SHIP));
    expect(afterEnd.message).toContain("is DELIVERY_COMPLETED; it cannot become SHIPPED.");
  });

  it("refuses accepting an order whose card payment is still pending", async () => {
    const order = await placedOrder(t, "Nadia");
    // A card order still being paid (as payment/process leaves it until the gateway answers).
    await t.db.update(orders).set({ status: "PAYMENT_PENDING" }).where(eq(orders.id, order.id));
    const refused = await refusedAndUnchanged(order, () => fulfilment.accept(order.code, by));
    expect(refused.message).toBe(`The order ${order.code} is PAYMENT_PENDING; it cannot become PROCESSING.`);
  });

  it("refuses an unknown carrier, an unknown order and a consignment of another order", async () => {
    const order = await placedOrder(t, "Omar");
    const other = await placedOrder(t, "Parveen");
    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);
    const carrier = await refusedAndUnchanged(order, () =>
      fulfilment.ship(order.code, order.consignment, { ...SHIP, carrierCode: "pigeon" }),
    );
    expect(carrier).toMatchObject({ status: 400, type: "ValidationError", subject: "carrierCode" });
    expect(await refusal(fulfilment.accept("99999999", by))).toMatchObject({
      status: 400,
      type: "UnknownIdentifierError",
      subjectType: "order",
    });
    expect(await refusedAndUnchanged(other, () => fulfilment.pick(order.code, other.consignment, by))).toMatchObject({
      status: 400,
      type: "UnknownIdentifierError",
      subjectType: "consignment",
      subject: other.consignment,
    });
  });
});

describe("two staff members at once", () => {
  it("ships a consignment once: one succeeds, the other is told it already shipped", async () => {
    const order = await placedOrder(t, "Qasim");
    await fulfilment.accept(order.code, by);
    await fulfilment.pick(order.code, order.consignment, by);

    const outcomes = await Promise.allSettled([
      fulfilment.ship(order.code, order.consignment, { ...SHIP, trackingId: "FIRST" }),
      fulfilmentFor(t).ship(order.code, order.consignment, { ...SHIP, actor: OTHER_STAFF, trackingId: "SECOND" }),
    ]);
    const shipped = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(shipped).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(OccHttpError);
    expect((refused[0] as OccHttpError).errors[0]!.message).toBe(
      `The consignment ${order.consignment} is SHIPPED; it cannot become SHIPPED.`,
    );
    const events = (await eventsOf(t, order.id)).filter((event) => event.to === "SHIPPED" && event.consignment);
    expect(events).toHaveLength(1);
    const { trackingId, version } = await consignmentRow(t, order.consignment);
    expect(version).toBe(2);
    expect(trackingId).toBe(events[0]!.actor === "staff:staff-7" ? "FIRST" : "SECOND");
    const notices = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.notify:${order.id}:shipped:${order.consignment}`));
    expect(notices).toHaveLength(1);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(5);
  });
});

async function uidOf(order: PlacedTestOrder): Promise<string> {
  const me = await t.app.inject({
    url: "/occ/v2/dukkan/users/current",
    headers: { authorization: `Bearer ${order.customer.token}` },
  });
  return me.json().uid as string;
}
