import { describe, expect, it } from "vitest";
import type { ConsentTemplate } from "@dukkan/occ/consents";
import { consentChanges } from "./consents.server";

const template = (id: string, consent?: "given" | "withdrawn", required = false): ConsentTemplate => ({
  id,
  name: id,
  description: "",
  version: 1,
  required,
  ...(consent
    ? {
        currentConsent: {
          code: `code-${id}`,
          consentGivenDate: "2026-11-01T10:00:00.000Z",
          ...(consent === "withdrawn" ? { consentWithdrawnDate: "2026-11-02T10:00:00.000Z" } : {}),
        },
      }
    : {}),
});

const templates = [
  template("MARKETING_EMAIL", "given"),
  template("SMS_OFFERS", "withdrawn"),
  template("PERSONALISED_RECOMMENDATIONS"),
  template("TERMS_AND_CONDITIONS", "given", true),
];

describe("consent changes", () => {
  it("gives the ticked consents not given yet and withdraws the given ones left unticked", () => {
    const change = consentChanges(templates, {
      intent: "save",
      ticked: ["SMS_OFFERS", "PERSONALISED_RECOMMENDATIONS"],
    });
    expect(change.give.map((t) => t.id)).toEqual(["SMS_OFFERS", "PERSONALISED_RECOMMENDATIONS"]);
    expect(change.withdraw).toEqual(["code-MARKETING_EMAIL"]);
  });

  it("selects or clears every consent but the required one", () => {
    expect(consentChanges(templates, { intent: "selectAll" })).toEqual({
      give: [templates[1], templates[2]],
      withdraw: [],
    });
    expect(consentChanges(templates, { intent: "clearAll" })).toEqual({ give: [], withdraw: ["code-MARKETING_EMAIL"] });
  });

  it("changes nothing when the boxes match the consents", () => {
    expect(consentChanges(templates, { intent: "save", ticked: ["MARKETING_EMAIL"] })).toEqual({
      give: [],
      withdraw: [],
    });
  });
});
