/**
 * The payment sandbox in a real browser, on a bare merchant page of another origin (the shop's own card flow is
 * tested through the storefront): the hosted fields, their validity callbacks and the masked session update,
 * and the 3-D Secure challenge page taking the shopper back to the merchant.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { it, newContext, PHONE } from "./browser.js";

const gateway = inject("paymentGatewayUrl");
const REST = `${gateway}/api/rest/version/100/merchant/TESTDUKKAN`;
const AUTHORIZATION = `Basic ${Buffer.from("merchant.TESTDUKKAN:sandbox-api-password").toString("base64")}`;

async function gatewayCall(method: string, path: string, body?: object) {
  const response = await fetch(`${REST}${path}`, {
    method,
    headers: { authorization: AUTHORIZATION, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBeLessThan(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- gateway answers are read field by field
  return (await response.json()) as any;
}

const newSession = async () => (await gatewayCall("POST", "/session")).session.id as string;

/** A merchant page in Arabic with a new-card form (scope '0') and a saved card's security code (scope '1'). */
function paymentPage(newCardSession: string, savedCardSession: string): string {
  const configure = (session: string, fields: object, scope: string) =>
    `PaymentSession.configure({session: ${JSON.stringify(session)}, fields: {card: ${JSON.stringify(fields)}},
      frameEmbeddingMitigation: ["javascript"],
      callbacks: {
        initialized: (response) => updates.push(["initialized", ${JSON.stringify(scope)}, response]),
        formSessionUpdate: (response) => updates.push(["update", ${JSON.stringify(scope)}, response]),
      },
      interaction: {displayControl: {formatCard: "EMBOSSED", invalidFieldCharacters: "REJECT"}}}, ${JSON.stringify(scope)});`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>الدفع</title>
<style>.box{display:block;width:280px;border:2px solid #888;border-radius:6px;padding:8px;font-size:16px}.valid{border-color:green}.invalid{border-color:red}</style></head>
<body><form>
<label for="number">رقم البطاقة</label><input id="number" class="box" readonly>
<label for="month">الشهر</label><input id="month" class="box" readonly>
<label for="year">السنة</label><select id="year" class="box"><option value="">--</option><option value="39">2039</option></select>
<label for="code">رمز الأمان</label><input id="code" class="box" readonly>
<label for="name">الاسم على البطاقة</label><input id="name" class="box" readonly>
<label for="saved-code">رمز الأمان للبطاقة المحفوظة</label><input id="saved-code" class="box" readonly>
</form>
<script src="${gateway}/form/version/100/merchant/TESTDUKKAN/session.js"></script>
<script>
window.updates = [];
window.escapes = [];
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") window.escapes.push(event.target.getAttribute("data-hosted-field"));
});
${configure(newCardSession, { number: "#number", expiryMonth: "#month", expiryYear: "#year", securityCode: "#code", nameOnCard: "#name" }, "0")}
${configure(savedCardSession, { securityCode: "#saved-code" }, "1")}
PaymentSession.onValidityChange(["card.number", "card.securityCode"], (selector, result) => {
  const element = document.querySelector(selector);
  element.classList.toggle("valid", result.isValid);
  element.classList.toggle("invalid", !result.isValid && !result.isIncomplete);
}, "0");
</script></body></html>`;
}

/** What the merchant's page runs with the gateway's 3-D Secure HTML (as the storefront's 3-DS area does). */
function challengePage(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body><div id="area"></div>
<script>
const area = document.getElementById("area");
area.innerHTML = ${JSON.stringify(html).replace(/</g, "\\u003c")};
for (const script of area.querySelectorAll("script")) {
  const running = document.createElement("script");
  running.textContent = script.textContent;
  script.replaceWith(running);
}
</script></body></html>`;
}

let merchant: Server;
let merchantUrl: string;
const pages = new Map<string, string>();
const posted: string[] = [];

beforeAll(async () => {
  merchant = createServer((request, response) => {
    if (request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        posted.push(body);
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end("<!doctype html><title>Validation</title><h1>Back at the shop</h1>");
      });
      return;
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(pages.get(request.url ?? "") ?? "");
  });
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  const address = merchant.address();
  // "localhost": another site than the gateway's 127.0.0.1, as a shop and its gateway are.
  merchantUrl = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => merchant?.close(resolve));
});

describe("payment sandbox in the browser", () => {
  it("takes the card in its own fields and hands the page only the masked answer", async ({ browser }) => {
    const [newCard, savedCard] = [await newSession(), await newSession()];
    pages.set("/pay", paymentPage(newCard, savedCard));
    const context = await newContext(browser);
    const page = await context.newPage();
    const merchantRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(merchantUrl)) merchantRequests.push(`${request.url()} ${request.postData() ?? ""}`);
    });
    await page.goto(`${merchantUrl}/pay`);
    const updates = () => page.evaluate(() => (window as unknown as { updates: unknown[][] }).updates);
    await expect
      // Each scope's frames load on their own, so the two scopes may answer in either order.
      .poll(async () =>
        (await updates())
          .filter((entry) => entry[0] === "initialized")
          .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      )
      .toEqual([
        ["initialized", "0", { status: "ok", scope: "0" }],
        ["initialized", "1", { status: "ok", scope: "1" }],
      ]);
    // The merchant's inputs are hidden; a gateway iframe stands in each one's place, named after its label.
    await expect.poll(() => page.locator("#number").isHidden()).toBe(true);
    const numberFrame = page.locator('iframe[data-hosted-field="number"]');
    expect(await numberFrame.getAttribute("src")).toMatch(new RegExp(`^${gateway}/`));
    expect(await numberFrame.getAttribute("title")).toBe("رقم البطاقة");

    const field = (role: string, index = 0) =>
      page.frameLocator(`iframe[data-hosted-field="${role}"] >> nth=${index}`).locator("#field");
    await field("number").pressSequentially("5123 45ab00000000");
    expect(await field("number").inputValue()).toBe("5123 4500 0000 00");
    await field("number").pressSequentially("09");
    await expect.poll(() => numberFrame.getAttribute("class")).toContain("invalid");
    await field("number").press("Backspace");
    await field("number").pressSequentially("8");
    expect(await field("number").inputValue()).toBe("5123 4500 0000 0008");
    // The class the merchant sets on its (hidden) input shows on the field.
    await expect.poll(() => numberFrame.getAttribute("class")).toBe("box valid");
    await field("expiryMonth").pressSequentially("1");
    await field("expiryYear").selectOption("39");
    await field("securityCode").pressSequentially("1234");
    expect(await field("securityCode").inputValue()).toBe("123");
    await field("nameOnCard").pressSequentially("Alia Hamdan");
    await field("securityCode", 1).pressSequentially("987");
    // Escape in a field reaches the page (a dialog around the field closes on it).
    await field("securityCode", 1).press("Escape");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { escapes: string[] }).escapes))
      .toEqual(["securityCode"]);

    await page.evaluate(() =>
      (
        window as unknown as { PaymentSession: { updateSessionFromForm: (...args: unknown[]) => void } }
      ).PaymentSession.updateSessionFromForm("card", undefined, "0"),
    );
    await expect
      .poll(async () => (await updates()).find((entry) => entry[0] === "update"))
      .toEqual([
        "update",
        "0",
        expect.objectContaining({
          status: "ok",
          session: expect.objectContaining({ id: newCard, updateStatus: "SUCCESS" }),
          sourceOfFunds: {
            type: "CARD",
            provided: {
              card: expect.objectContaining({
                number: "512345xxxxxx0008",
                scheme: "MASTERCARD",
                expiry: { month: "01", year: "39" },
                nameOnCard: "Alia Hamdan",
                securityCode: "xxx",
              }),
            },
          },
        }),
      ]);
    // The saved card's scope was not submitted: its session has no card yet.
    expect((await gatewayCall("GET", `/session/${savedCard}`)).sourceOfFunds).toBeUndefined();
    // The card number never reached the merchant's page or server.
    expect(await page.content()).not.toContain("5123");
    expect(await page.locator("#number").inputValue()).toBe("");
    expect(merchantRequests.join("\n")).not.toContain("5123");
  });

  it("lets the tester fail a challenge on a phone and posts the outcome to the shop", async ({ browser }) => {
    const session = await newSession();
    const filled = await fetch(`${gateway}/form/version/100/merchant/TESTDUKKAN/session/${session}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        card: { number: "5123450000000008", expiryMonth: "01", expiryYear: "39", securityCode: "123" },
      }),
    });
    expect(((await filled.json()) as { status: string }).status).toBe("ok");
    await gatewayCall("PUT", "/order/E2E-1/transaction/auth-1", {
      apiOperation: "INITIATE_AUTHENTICATION",
      session: { id: session },
      order: { currency: "AED" },
    });
    const payer = await gatewayCall("PUT", "/order/E2E-1/transaction/auth-1", {
      apiOperation: "AUTHENTICATE_PAYER",
      session: { id: session },
      order: { amount: "52.50", currency: "AED" },
      authentication: { redirectResponseUrl: `${merchantUrl}/validation?cart=E2E` },
    });
    expect(payer.transaction.authenticationStatus).toBe("AUTHENTICATION_PENDING");
    pages.set("/challenge", challengePage(payer.authentication.redirect.html));

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${merchantUrl}/challenge`);
    const acs = page.frameLocator("#challengeFrame");
    await expect.poll(() => acs.getByText("AED 52.50").isVisible()).toBe(true);
    await acs.getByRole("button", { name: /^Failed/ }).click();
    await page.waitForURL(`${merchantUrl}/validation?cart=E2E`);
    expect(await page.getByRole("heading").textContent()).toBe("Back at the shop");
    expect(Object.fromEntries(new URLSearchParams(posted.at(-1)))).toMatchObject({
      "order.id": "E2E-1",
      "transaction.id": "auth-1",
      result: "FAILURE",
      "response.gatewayRecommendation": "RESUBMIT_WITH_ALTERNATIVE_PAYMENT_DETAILS",
    });
    expect((await gatewayCall("GET", "/order/E2E-1")).authenticationStatus).toBe("AUTHENTICATION_FAILED");
  });
});
