import { describe, expect, it } from "vitest";
import { lastRefusal, refusalKey, returnSteps, stepBody } from "./return-actions";

describe("a return request's staff steps", () => {
  it("offers each step in its state to the roles the staff API lets take it", () => {
    const pending = { status: "APPROVAL_PENDING", refundMethods: [] } as const;
    expect(returnSteps(pending, "support")).toEqual(["approve", "reject"]);
    expect(returnSteps(pending, "owner")).toEqual(["approve", "reject"]);
    expect(returnSteps(pending, "fulfilment")).toEqual([]);
    const approved = { status: "APPROVED", refundMethods: [] } as const;
    expect(returnSteps(approved, "fulfilment")).toEqual(["receive"]);
    expect(returnSteps(approved, "support")).toEqual([]);
    const received = { status: "RECEIVED", refundMethods: ["CARD"] } as const;
    expect(returnSteps(received, "support")).toEqual(["refund"]);
    expect(returnSteps(received, "fulfilment")).toEqual([]);
    // Nothing to offer while the gateway works, or once it is over.
    expect(returnSteps({ status: "REFUNDING", refundMethods: [] }, "owner")).toEqual([]);
    expect(returnSteps({ status: "REFUNDED", refundMethods: [] }, "owner")).toEqual([]);
    expect(returnSteps({ status: "RECEIVED", refundMethods: [] }, "owner")).toEqual([]);
    expect(returnSteps({ status: "REJECTED", refundMethods: [] }, "owner")).toEqual([]);
  });

  it("sends the rejection's message, each entry's restock choice and a refund way the request allows", () => {
    const request = { entries: [{ entryNumber: 0 }, { entryNumber: 2 }], refundMethods: ["CARD", "CASH"] as const };
    const form = (pairs: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(pairs)) data.set(name, value);
      return data;
    };
    expect(stepBody("reject", form({ message: "  " }), request)).toEqual({ missing: "message" });
    expect(stepBody("reject", form({ message: " Opened " }), request)).toEqual({ body: { message: "Opened" } });
    expect(stepBody("receive", form({ "restock-2": "on" }), request)).toEqual({
      body: {
        entries: [
          { entryNumber: 0, restockable: false },
          { entryNumber: 2, restockable: true },
        ],
      },
    });
    expect(stepBody("refund", form({ method: "CASH" }), request)).toEqual({ body: { method: "CASH" } });
    expect(stepBody("refund", form({ method: "CASH" }), { ...request, refundMethods: ["CARD"] })).toEqual({
      missing: "method",
    });
  });

  it("names the refusal by the API's reason", () => {
    expect(refusalKey(400, "transitionNotAllowed")).toBe("returns.errors.changed");
    expect(refusalKey(400, "refundNotPossible")).toBe("returns.errors.refundNotPossible");
    expect(refusalKey(403, undefined)).toBe("returns.errors.forbidden");
    expect(refusalKey(400, "somethingElse")).toBe("returns.errors.unknown");
  });

  it("finds the card refund the gateway refused while the request waits in RECEIVED", () => {
    const history = [{ kind: "STATUS" }, { kind: "REFUND_REFUSED", at: "1" }, { kind: "STATUS" }];
    expect(lastRefusal({ status: "RECEIVED", history })).toEqual({ kind: "REFUND_REFUSED", at: "1" });
    expect(lastRefusal({ status: "REFUNDED", history })).toBeUndefined();
  });
});
