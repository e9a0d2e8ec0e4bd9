import { describe, expect, it } from "vitest";
import { cancellableLines, consignmentSteps, deliveryBody, mayAccept, mayCancel } from "./order-actions";

const delivery = (status: string) => ({ code: "c1", status });
const pickUp = (status: string) => ({
  code: "c1",
  status,
  deliveryPointOfService: { name: "deira", displayName: "Deira store", address: { formattedAddress: "Deira" } },
});

describe("an order page's lifecycle steps", () => {
  it("offers acceptance only to a new order, and no consignment step before it", () => {
    expect(mayAccept({ status: "CREATED" })).toBe(true);
    expect(mayAccept({ status: "PROCESSING" })).toBe(false);
    expect(consignmentSteps(delivery("READY"), "CREATED")).toEqual([]);
  });

  it("walks a delivery from picking to shipping to delivered", () => {
    expect(consignmentSteps(delivery("READY"), "PROCESSING")).toEqual(["pick"]);
    expect(consignmentSteps(delivery("PICKPACK"), "PROCESSING")).toEqual(["ship"]);
    expect(consignmentSteps(delivery("SHIPPED"), "SHIPPED")).toEqual(["deliver"]);
    expect(consignmentSteps(delivery("DELIVERY_COMPLETED"), "COMPLETED")).toEqual([]);
  });

  it("puts a pick-up out for collection instead of shipping it, then hands it over", () => {
    expect(consignmentSteps(pickUp("PICKPACK"), "PROCESSING")).toEqual(["ready-for-pickup"]);
    expect(consignmentSteps(pickUp("READY_FOR_PICKUP"), "READY_FOR_PICKUP")).toEqual(["hand-over"]);
  });

  it("follows the API's word on cancelling, and lists only lines with units left to cancel", () => {
    expect(mayCancel({ status: "PROCESSING", cancellable: false })).toBe(false);
    expect(mayCancel({ status: "CREATED" })).toBe(true);
    expect(mayCancel({ status: "SHIPPED" })).toBe(false);
    const lines = cancellableLines({
      entries: [
        { entryNumber: 0, quantity: 2, cancellableQuantity: 2, product: { code: "P1", name: "Cups" } },
        { entryNumber: 1, quantity: 1, cancellableQuantity: 0, product: { code: "P2", name: "Lids" } },
      ],
    } as Parameters<typeof cancellableLines>[0]);
    expect(lines).toEqual([{ entryNumber: 0, name: "Cups", max: 2 }]);
  });
});

describe("the delivery form's body for the staff API", () => {
  it("relays a chosen proof-of-delivery file as multipart, with the reason", async () => {
    const form = new FormData();
    form.set("proof", new File(["%PDF-1.4"], "signed-note.pdf", { type: "application/pdf" }));
    const body = deliveryBody(form, "Signed by the concierge");
    expect(body).toBeInstanceOf(FormData);
    const sent = body as FormData;
    expect(sent.get("reason")).toBe("Signed by the concierge");
    const file = sent.get("file") as File;
    expect([file.name, await file.text()]).toEqual(["signed-note.pdf", "%PDF-1.4"]);
  });

  it("sends JSON when the file input was left empty or is missing", () => {
    const empty = new FormData();
    empty.set("proof", new File([], "", { type: "application/octet-stream" }));
    expect(deliveryBody(empty, undefined)).toEqual({ reason: undefined });
    expect(deliveryBody(new FormData(), "Left at the door")).toEqual({ reason: "Left at the door" });
  });
});
