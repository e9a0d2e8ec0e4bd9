/**
 * What the return browser tests do through the APIs around the pages under test: staff steps with the run's staff
 * token (deliver an order, move a return request on), and a customer's return request with its reason and photo.
 */
import { expect, inject } from "vitest";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/** A 1×1 PNG: the photo of the damaged cups. */
export const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The run's staff token as JSON request headers. */
export const staffHeaders = () => ({
  Authorization: `Bearer ${staffAccessToken()}`,
  "Content-Type": "application/json",
});

/** A staff step through the staff API; it must succeed. */
export async function staffStep(path: string, body: unknown = {}) {
  const response = await fetch(`${api}/admin/v1${path}`, {
    method: "POST",
    headers: staffHeaders(),
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Staff accept, pick, ship and deliver the order's consignment. */
export async function deliver(orderCode: string, authorization: Record<string, string>) {
  const order = (await (
    await fetch(`${OCC}/users/current/orders/${orderCode}`, { headers: authorization })
  ).json()) as {
    consignments: { code: string }[];
  };
  const consignment = order.consignments[0]!.code;
  await staffStep(`/orders/${orderCode}/accept`);
  await staffStep(`/orders/${orderCode}/consignments/${consignment}/pick`);
  await staffStep(`/orders/${orderCode}/consignments/${consignment}/ship`, {
    carrierCode: "aramex",
    trackingId: `AX${Date.now()}`,
  });
  await staffStep(`/orders/${orderCode}/consignments/${consignment}/deliver`);
}

/**
 * The customer asks to return `quantity` units of the order's first entry because they arrived damaged, with a
 * photo (the storefront's own calls: the request, its reason, its files). Answers the request's rma.
 */
export async function returnRequestThroughApi(
  authorization: Record<string, string>,
  orderCode: string,
  quantity: number,
  photoName: string,
): Promise<string> {
  const requested = await fetch(`${OCC}/users/current/orderReturns`, {
    method: "POST",
    headers: { ...authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity }] }),
  });
  expect(requested.status, await requested.clone().text()).toBe(201);
  const { rma } = (await requested.json()) as { rma: string };
  const reasoned = await fetch(`${OCC}/users/current/orderReturns/${rma}`, {
    method: "PATCH",
    headers: { ...authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ reason: "DAMAGED" }),
  });
  expect(reasoned.status, await reasoned.clone().text()).toBe(200);
  const files = new FormData();
  files.append("media", new Blob([PHOTO], { type: "image/png" }), photoName);
  const uploaded = await fetch(`${OCC}/users/current/orderReturns/${rma}/attachments`, {
    method: "POST",
    headers: authorization,
    body: files,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  return rma;
}
