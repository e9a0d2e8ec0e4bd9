/**
 * Screenshots of the account's order pages for a look as a shopper would take (not a test): registers a customer,
 * places a cash order through the API, lets staff accept, pick and ship it, cancels nothing, and photographs the
 * dashboard, order history, order details, tracking dialog, cancel page, cancel confirmation, invoices, reorder
 * and attachments in English and Arabic, desktop (1366×900) and phone (390×844), the first screenful of each, into
 * OUT (/tmp/order-shots).
 *
 * Run against a started shop: SHOP=http://127.0.0.1:3000 API=http://127.0.0.1:4000 node scripts/order-screenshots.mjs
 * (needs /usr/bin/chromium and the demo staff accounts, which the seed creates outside production).
 */
import { mkdir } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import { chromium } from "playwright-core";

const SHOP = process.env.SHOP ?? "http://127.0.0.1:3000";
const API = process.env.API ?? "http://127.0.0.1:4000";
const OUT = process.env.OUT ?? "/tmp/order-shots";
const OCC = `${API}/occ/v2/dukkan`;
const PASSWORD = "Dukkan#2026";
/** The demo fulfilment member: password, then the code of its published authenticator secret (README "Staff API"). */
const STAFF = { email: "fulfilment@dukkan.test", password: "Dukkan-Staff-2026!" };
const STAFF_TOTP_SECRET = "DUKKANDEMOFULFILMENTSECRETTOTPAA";

async function call(url, { method = "GET", body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

async function latestMessage(to) {
  const { messages } = await call(`${API}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return messages[0];
}

/** A new customer, registered and activated as the sign-up page does it; answers the email and a token. */
async function newCustomer() {
  const suffix = String(Date.now() % 10_000_000).padStart(7, "0");
  const phoneNumber = `97155${suffix}`;
  const email = `layla.${suffix}@example.ae`;
  const sms = (step, extra = {}) =>
    call(`${OCC}/smss/${step}?${new URLSearchParams({ phoneNumber, pageName: "REGISTER", ...extra })}`, {
      method: "POST",
    });
  await sms("submit");
  await sms("verify", { oneTimePassword: (await latestMessage(phoneNumber)).codes[0] });
  await call(`${OCC}/users?lang=en`, {
    method: "POST",
    body: { uid: email, password: PASSWORD, firstName: "Layla", lastName: "Haddad", phoneNumber },
  });
  const link = new URL((await latestMessage(email)).links.find((url) => url.includes("registerToken=")));
  await fetch(`${SHOP}${link.pathname}${link.search}`);
  const token = await fetch(`${API}/authorizationserver/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "mobile_android",
      client_secret: "secret",
      username: email,
      password: PASSWORD,
    }),
  }).then((response) => response.json());
  return { email, phoneNumber, authorization: { authorization: `Bearer ${token.access_token}` } };
}

/** The first `count` cups or lids in stock (a base product sells through its selected variant). */
async function sellableProducts(count) {
  const query = new URLSearchParams({ query: ":relevance:allCategories:cups-and-lids", pageSize: "30" });
  const { products } = await call(`${OCC}/products/search?${query}&fields=products(code)`);
  const found = [];
  for (const { code } of products.filter((product) => !product.code.startsWith("kit"))) {
    const product = await call(`${OCC}/products/${encodeURIComponent(code)}?fields=FULL&lang=en`);
    const sellable = product.baseOptions?.[0]?.selected?.code ?? code;
    const detail = await call(`${OCC}/products/${encodeURIComponent(sellable)}?fields=stock(DEFAULT)`);
    if (detail.stock?.stockLevelStatus !== "inStock" || found.some((other) => other.code === sellable)) continue;
    found.push({ code: sellable });
    if (found.length === count) break;
  }
  return found;
}

/** A cash order of two cups or lids, delivered to Deira. */
async function placeOrder({ authorization, phoneNumber }) {
  const area = "area=AE-DU-DEIRA";
  const user = (path, options) => call(`${OCC}/users/current/${path}${path.includes("?") ? "&" : "?"}${area}`, options);
  const sellable = await sellableProducts(2);
  await user("carts", { method: "POST", headers: authorization });
  for (const [index, product] of sellable.entries()) {
    await user("carts/current/entries", {
      method: "POST",
      headers: authorization,
      body: { product: { code: product.code }, quantity: index + 2 },
    });
  }
  const address = await user("addresses", {
    method: "POST",
    headers: authorization,
    body: {
      firstName: "Layla",
      lastName: "Haddad",
      line1: "Al Rigga Street, Building 12",
      town: "Dubai",
      country: { isocode: "AE" },
      region: { isocode: "AE-DU" },
      area: { isocode: "AE-DU-DEIRA" },
      latitude: 25.2711,
      longitude: 55.3075,
      phone: phoneNumber,
    },
  });
  await user(`carts/current/addresses/delivery?addressId=${address.id}`, { method: "PUT", headers: authorization });
  await user("carts/current/deliverymode?deliveryModeId=home-delivery", { method: "PUT", headers: authorization });
  await user("carts/current/paymentmode?paymentMode=pay-on-delivery", { method: "PUT", headers: authorization });
  return (await user("orders?cartId=current&termsChecked=true", { method: "POST", headers: authorization })).code;
}

/** A second order that staff accept, pick and ship (tracking), with a delivery note attached. */
async function shippedOrder(customer) {
  const code = await placeOrder(customer);
  const { challenge } = await call(`${API}/admin/v1/auth/token`, { method: "POST", body: STAFF });
  const staffCode = TOTP.generate({ secret: Secret.fromBase32(STAFF_TOTP_SECRET) });
  const { access_token } = await call(`${API}/admin/v1/auth/second-factor`, {
    method: "POST",
    body: { challenge, code: staffCode },
  });
  const headers = { authorization: `Bearer ${access_token}` };
  const staff = (path, body = {}) => call(`${API}/admin/v1/orders/${code}${path}`, { method: "POST", headers, body });
  const { order } = await staff("/accept");
  const consignment = order.consignments[0].code;
  await staff(`/consignments/${consignment}/pick`);
  await staff(`/consignments/${consignment}/ship`, { carrierCode: "aramex", trackingId: "AX-2026-558120" });
  await staff(`/consignments/${consignment}/tracking-events`, {
    eventDate: new Date().toISOString(),
    detail: { en: "Arrived at the Dubai hub", ar: "وصلت إلى مركز دبي" },
    location: "Dubai",
  });
  const form = new FormData();
  form.set("kind", "DELIVERY_NOTE");
  form.set("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "delivery-note.pdf");
  await fetch(`${API}/admin/v1/orders/${code}/attachments`, { method: "POST", headers, body: form });
  return { code, consignment };
}

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

async function main() {
  await mkdir(OUT, { recursive: true });
  const customer = await newCustomer();
  const open = await placeOrder(customer);
  const shipped = await shippedOrder(customer);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const lang of ["en", "ar"]) {
        const context = await browser.newContext({ viewport, locale: lang === "ar" ? "ar-AE" : "en-AE" });
        const page = await context.newPage();
        await page.goto(`${SHOP}/${lang}/login`);
        await page.locator('main input[name="email"]').fill(customer.email);
        await page.locator('main input[name="password"]').fill(PASSWORD);
        await page.locator('main form button[name="intent"][value="login"]').click();
        await page.waitForURL((url) => !url.pathname.endsWith("/login"));
        const shots = {
          dashboard: `/${lang}/my-account`,
          history: `/${lang}/my-account/orders`,
          details: `/${lang}/my-account/order/${open}`,
          tracking: `/${lang}/my-account/order/${shipped.code}?track=${shipped.consignment}`,
          cancel: `/${lang}/my-account/order/cancel/${open}`,
          "cancel-confirmation": `/${lang}/my-account/order/cancel/confirmation/${open}?qty-0=1`,
          invoices: `/${lang}/my-account/order/${open}/invoices`,
          reorder: `/${lang}/my-account/order/${open}/reorder`,
          attachments: `/${lang}/my-account/order/${shipped.code}/attachments`,
        };
        for (const [name, path] of Object.entries(shots)) {
          await page.goto(`${SHOP}${path}`, { waitUntil: "networkidle" });
          await page.screenshot({ path: `${OUT}/${name}-${lang}-${device}.png`, fullPage: false });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots in ${OUT}`);
}

await main();
