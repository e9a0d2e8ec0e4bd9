/** Fixtures and calls of the return tests: delivered orders, the customer's return calls and staff's steps. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TestApp } from "../../test/app.js";
import { bearer, OCC } from "../account/account-test-support.js";
import type { Caller } from "../cart/cart-test-support.js";
import { consignments } from "../orders/orders.tables.js";

type Target = FastifyInstance;
const appOf = (t: TestApp | Target) => ("app" in t ? t.app : t);

/** Staff accept the order, pick, ship and deliver its consignments through the staff API. */
export async function deliverOrder(t: TestApp | Target, staff: Record<string, string>, orderCode: string) {
  const app = appOf(t);
  const post = async (url: string, payload: object = {}) => {
    const response = await app.inject({
      method: "POST",
      url: `/admin/v1/orders/${orderCode}${url}`,
      headers: staff,
      payload,
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  };
  const order = await app.inject({ url: `/admin/v1/orders/${orderCode}`, headers: staff });
  const codes = (order.json() as { order: { consignments: { code: string }[] } }).order.consignments.map((c) => c.code);
  await post("/accept");
  for (const code of codes) {
    await post(`/consignments/${code}/pick`);
    await post(`/consignments/${code}/ship`, { carrierCode: "aramex", trackingId: `TRK-${code}` });
    await post(`/consignments/${code}/deliver`);
  }
}

/** Moves the order's delivery this many days into the past (the return window counts from it). */
export async function deliveredDaysAgo(t: TestApp, orderCode: string, days: number, now: Date) {
  await t.db
    .update(consignments)
    .set({ statusDate: new Date(now.getTime() - days * 24 * 60 * 60 * 1000) })
    .where(eq(consignments.orderId, Number(orderCode)));
}

export const returnBody = (orderCode: string, ...pairs: [number, number][]) => ({
  orderCode,
  returnRequestEntryInputs: pairs.map(([orderEntryNumber, quantity]) => ({ orderEntryNumber, quantity })),
});

export function returnCall(
  t: TestApp,
  caller: Caller,
  method: "GET" | "POST" | "PATCH",
  path: string,
  payload?: unknown,
  query = "",
) {
  return t.app.inject({
    method,
    url: `${OCC}/users/${caller.userId}/orderReturns${path}${query ? `?${query}` : ""}`,
    headers: {
      ...(caller.token ? bearer(caller.token) : {}),
      ...(payload ? { "content-type": "application/json" } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

/** A multipart body of `media` parts. */
export function mediaParts(files: { name: string; type: string; bytes: Uint8Array }[]) {
  const boundary = "----dukkan-returns-test";
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadFiles(
  t: TestApp,
  caller: Caller,
  rma: string,
  files: { name: string; type: string; bytes: Uint8Array }[],
) {
  const { payload, contentType } = mediaParts(files);
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/orderReturns/${rma}/attachments`,
    headers: { ...bearer(caller.token!), "content-type": contentType },
    payload,
  });
}

export function staffCall(t: TestApp, staff: Record<string, string>, path: string, payload?: object) {
  return t.app.inject({
    method: payload === undefined ? "GET" : "POST",
    url: `/admin/v1/returns${path}`,
    headers: staff,
    ...(payload === undefined ? {} : { payload }),
  });
}
