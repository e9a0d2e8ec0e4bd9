/**
 * Consents (account spec §2.10): the templates in both languages with the customer's answer, give and withdraw
 * with their dates, the registration's terms recorded and required, the marketing e-mail consent as the
 * newsletter, and nobody reaching another customer's consents.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsentTemplate, ConsentTemplateList } from "@dukkan/occ/consents";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import { emailSubscriptions } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { customerConsents } from "./consents.tables.js";

let t: TestApp;
let alice: RegisteredCustomer;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createCustomer(t);
  aliceToken = await signIn(t, alice);
  bobToken = await signIn(t, await createCustomer(t));
});
afterAll(() => t.close());

const templates = async (token: string, lang = "en") => {
  const response = await t.app.inject({
    url: `${OCC}/users/current/consenttemplates?lang=${lang}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ConsentTemplateList.parse(response.json()).consentTemplates;
};
const give = (token: string, consentTemplateId: string, version?: number) =>
  t.app.inject({
    method: "POST",
    url: `${OCC}/users/current/consents?${new URLSearchParams({
      consentTemplateId,
      ...(version === undefined ? {} : { consentTemplateVersion: String(version) }),
    })}`,
    headers: bearer(token),
  });
const withdraw = (token: string, code: string) =>
  t.app.inject({ method: "DELETE", url: `${OCC}/users/current/consents/${code}`, headers: bearer(token) });

describe("consent templates", () => {
  it("lists marketing e-mail, SMS offers, personalised recommendations and the terms, in English and Arabic", async () => {
    const english = await templates(aliceToken);
    expect(english.map((template) => [template.id, template.name, template.required])).toEqual([
      ["MARKETING_EMAIL", "Marketing e-mails", false],
      ["SMS_OFFERS", "Offers by SMS", false],
      ["PERSONALISED_RECOMMENDATIONS", "Personalised recommendations", false],
      ["TERMS_AND_CONDITIONS", "Terms and conditions", true],
    ]);
    const arabic = await templates(aliceToken, "ar");
    expect(arabic.map((template) => template.name)).toEqual([
      "رسائل تسويقية بالبريد الإلكتروني",
      "عروض عبر الرسائل النصية",
      "توصيات مخصصة",
      "الشروط والأحكام",
    ]);
  });

  it("records the registration's terms as a consent given at registration, which cannot be withdrawn", async () => {
    const terms = (await templates(aliceToken)).find((template) => template.id === "TERMS_AND_CONDITIONS")!;
    expect(terms.currentConsent?.consentGivenDate).toBeDefined();
    expect(terms.currentConsent?.consentWithdrawnDate).toBeUndefined();
    const refused = await withdraw(aliceToken, terms.currentConsent!.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ type: "ValidationError", reason: "required" });
    const still = (await templates(aliceToken)).find((template) => template.id === "TERMS_AND_CONDITIONS")!;
    expect(still.currentConsent?.consentWithdrawnDate).toBeUndefined();
  });

  it("answers 401 without a token and 403 for another user's path", async () => {
    expect((await t.app.inject({ url: `${OCC}/users/current/consenttemplates` })).statusCode).toBe(401);
    const other = await t.app.inject({
      url: `${OCC}/users/${alice.email}/consenttemplates`,
      headers: bearer(bobToken),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("give and withdraw", () => {
  it("gives a consent with its date, withdraws it with the withdrawal date, and gives it again", async () => {
    const given = await give(aliceToken, "SMS_OFFERS", 1);
    expect(given.statusCode, given.body).toBe(201);
    const consent = ConsentTemplate.parse(given.json()).currentConsent!;
    expect(Date.now() - Date.parse(consent.consentGivenDate)).toBeLessThan(60_000);
    expect(consent.consentWithdrawnDate).toBeUndefined();
    // Giving it again is the same consent.
    expect(ConsentTemplate.parse((await give(aliceToken, "SMS_OFFERS")).json()).currentConsent?.code).toBe(
      consent.code,
    );

    expect((await withdraw(aliceToken, consent.code)).statusCode).toBe(200);
    const withdrawn = (await templates(aliceToken)).find((template) => template.id === "SMS_OFFERS")!;
    expect(withdrawn.currentConsent).toMatchObject({ code: consent.code, consentGivenDate: consent.consentGivenDate });
    expect(withdrawn.currentConsent?.consentWithdrawnDate).toBeDefined();
    // Withdrawing again changes nothing.
    expect((await withdraw(aliceToken, consent.code)).statusCode).toBe(200);

    const again = ConsentTemplate.parse((await give(aliceToken, "SMS_OFFERS")).json()).currentConsent!;
    expect(again.code).not.toBe(consent.code);
    expect(again.consentWithdrawnDate).toBeUndefined();
    const history = await t.db.select().from(customerConsents).where(eq(customerConsents.customerUid, alice.email));
    expect(history.filter((row) => row.templateId === "SMS_OFFERS")).toHaveLength(2);
  });

  it("subscribes the customer's e-mail to the newsletter with the marketing consent and unsubscribes it on withdrawal", async () => {
    const subscribed = async () =>
      (await t.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, alice.email))).length === 1;
    expect(await subscribed()).toBe(false);
    const given = ConsentTemplate.parse((await give(aliceToken, "MARKETING_EMAIL")).json()).currentConsent!;
    expect(await subscribed()).toBe(true);
    expect((await withdraw(aliceToken, given.code)).statusCode).toBe(200);
    expect(await subscribed()).toBe(false);
  });

  it("refuses an unknown template, an outdated version and another customer's consent code, changing nothing", async () => {
    const unknown = await give(aliceToken, "NO_SUCH_TEMPLATE");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError" });
    const outdated = await give(aliceToken, "PERSONALISED_RECOMMENDATIONS", 7);
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().errors[0]).toMatchObject({ subject: "consentTemplateVersion" });

    const alices = ConsentTemplate.parse((await give(aliceToken, "PERSONALISED_RECOMMENDATIONS")).json());
    const stolen = await withdraw(bobToken, alices.currentConsent!.code);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError" });
    const mine = (await templates(aliceToken)).find((template) => template.id === "PERSONALISED_RECOMMENDATIONS")!;
    expect(mine.currentConsent?.consentWithdrawnDate).toBeUndefined();
  });
});
