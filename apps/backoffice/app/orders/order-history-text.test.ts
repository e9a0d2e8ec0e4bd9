import { describe, expect, it } from "vitest";
import type { StaffOrderEvent } from "../api/staff-api-types";
import { messages } from "../i18n/messages";
import { historyText } from "./order-history-text";

const event = (overrides: Partial<StaffOrderEvent>): StaffOrderEvent => ({
  at: "2026-11-27T08:00:00.000Z",
  kind: "STATUS",
  fromStatus: null,
  toStatus: null,
  actorType: "staff",
  actorId: null,
  reason: null,
  details: null,
  ...overrides,
});

/** The English text i18next would show (its {{value}} placeholders filled in). */
function english({ key, values }: ReturnType<typeof historyText>): string {
  const template = key.split(".").reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], messages.en);
  expect(typeof template, key).toBe("string");
  return (template as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

describe("an order history line", () => {
  it("names a state change of the order or of a consignment", () => {
    expect(historyText(event({ fromStatus: "CREATED", toStatus: "PROCESSING" }))).toEqual({
      key: "order.historyText.orderStatus",
      values: { code: "", status: "PROCESSING" },
    });
    expect(historyText(event({ consignmentCode: "c1", toStatus: "SHIPPED" })).key).toBe(
      "order.historyText.consignmentStatus",
    );
  });

  it("says what a tracking update, an attached file and a partial cancellation were, in words", () => {
    expect(
      english(
        historyText(
          event({ kind: "TRACKING", consignmentCode: "c1", details: { detail: "At the hub", location: "Dubai" } }),
        ),
      ),
    ).toBe("Tracking update for c1: At the hub (Dubai)");
    expect(english(historyText(event({ kind: "ATTACHMENT", details: { fileName: "pod.pdf" } })))).toBe(
      "File attached: pod.pdf",
    );
    expect(english(historyText(event({ kind: "PARTIAL_CANCELLATION" })))).toBe("Some units were cancelled");
  });

  it("never shows a raw event code, also for a kind it does not know", () => {
    const text = english(historyText(event({ kind: "ORDER_ACCEPTED" })));
    expect(text).toBe("Other change");
    expect(text).not.toContain("ORDER_ACCEPTED");
  });

  it("names a return request's step by the request's number and its return state, not as an order state", () => {
    const line = historyText(
      event({ kind: "RETURN", fromStatus: null, toStatus: "APPROVAL_PENDING", details: { returnRequest: "00000002" } }),
    );
    expect(line).toEqual({
      key: "order.historyText.RETURN",
      values: { code: "00000002", returnStatus: "APPROVAL_PENDING" },
    });
    expect(messages.en.returnStatus.APPROVAL_PENDING).toBe("waiting for approval");
    expect(
      english({ ...line, values: { ...line.values, returnStatus: messages.en.returnStatus.APPROVAL_PENDING } }),
    ).toBe("Return request 00000002: waiting for approval");
  });
});
