/**
 * bench/checkout: complete card checkouts per second against a bare Fastify JSON route in the same run.
 *
 * One checkout is what a signed-in customer's browser and the storefront ask of the API, in order: sign in
 * (password grant), create a cart, add a product, choose home delivery, give a delivery address with its pin,
 * choose card payment, open a payment session, type the card into the hosted fields (posted to the payment
 * sandbox, as the iframes do), create the payment details, 3-D Secure init and process (a frictionless test card),
 * and payment/process, which reserves the stock, pays at the gateway and confirms the order.
 * `CLIENTS` customers check out concurrently, each one after another; rounds alternate with the baseline.
 *
 * PostgreSQL only (BENCH_DATABASE_URL): the customers are registered through the API (SMS-verified, activated by
 * the e-mailed link), and the codes are read from the sandbox outbox table, which a production-mode API does not
 * serve. The payment sandbox (apps/payment-sandbox) runs as its own process, as with `npm start`.
 * Usage: `BENCH_DATABASE_URL=postgres://… node bench/checkout.mjs` (BENCH_CLIENTS, BENCH_SECONDS, BENCH_ROUNDS;
 * BENCH_PROCESSES=2 runs the API as two processes on its port, the baseline staying in the primary process;
 * BENCH_PAYMENT=cash measures pay-on-delivery checkouts: sign in, then six calls, the last one placing the order;
 * BENCH_SIGN_IN=once signs each customer in once, before the measured rounds, and measures the checkouts' calls after
 * the sign-in alone: issue 24's target 4 is 60 cash checkouts of six calls a second at 4 clients. A sign-in is
 * mostly its argon2 password check, which a shopper pays once per session, not once per order).
 */
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { createServer } from "node:net";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { Secret, TOTP } from "otpauth";
import pg from "pg";
import { startServers } from "./harness.mjs";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.log("bench/checkout: set BENCH_DATABASE_URL (PostgreSQL) to measure checkouts; nothing measured.");
  process.exit(0);
}
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const API_PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** `card` (default): the hosted session, 3-D Secure and the gateway; `cash`: pay on delivery, the order at once. */
const PAYMENT = process.env.BENCH_PAYMENT === "cash" ? "cash" : "card";
/** `each` (default): every checkout signs in first; `once`: a customer signs in once and keeps the token. */
const SIGN_IN = process.env.BENCH_SIGN_IN === "once" ? "once" : "each";
/** The API lets one account sign in 10 times in 15 minutes: enough customers that none reaches it. */
const SIGN_INS_PER_CUSTOMER = 8;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? CLIENTS * 8);
const PASSWORD = "Dukkan#Bench2026";
const AREA = "area=AE-DU-MARINA";
const RETURN_ORIGIN = "http://127.0.0.1:3000";
/** Frictionless Mastercard approved by its expiry (apps/payment-sandbox/README.md). */
const CARD = {
  number: "2223000000000007",
  expiryMonth: "01",
  expiryYear: "39",
  securityCode: "123",
  nameOnCard: "Bench",
};
const MERCHANT = { id: "TESTDUKKAN", password: "sandbox-api-password", version: "100" };

const root = resolve(import.meta.dirname, "..");
const run = Date.now().toString(36);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startPaymentSandbox() {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/payment-sandbox/src/server.ts"], {
    cwd: root,
    env: { ...process.env, PAYMENT_SANDBOX_PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the payment sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("the payment sandbox did not start");
}

/** A fetch that throws with the answer when it is not the expected status. */
async function call(url, { method = "GET", body, form, headers = {}, expect = [200, 201] } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...headers,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 400)}`);
  return text ? JSON.parse(text) : undefined;
}

const sandboxMessages = new pg.Pool({ connectionString: databaseUrl, max: 2 });
async function latestMessage(recipient) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await sandboxMessages.query(
      "select body from sandbox_outbox where recipient = $1 order by id desc limit 1",
      [recipient],
    );
    if (rows[0]) return rows[0].body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing was sent to ${recipient}`);
}

/** Registers and activates a customer as the shop's pages do; each from its own address (per-IP limits). */
async function registerCustomer(occ, index) {
  const ip = `10.${randomInt(1, 250)}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const from = { "x-forwarded-for": ip };
  const phoneNumber = `9715${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
  const email = `bench-${run}-${index}@bench.test`;
  const sms = (step, extra = {}) =>
    call(`${occ}/smss/${step}?${new URLSearchParams({ phoneNumber, pageName: "REGISTER", ...extra })}`, {
      method: "POST",
      headers: from,
    });
  await sms("submit");
  const code = /\b(\d{6})\b/.exec(await latestMessage(phoneNumber))[1];
  await sms("verify", { oneTimePassword: code });
  await call(`${occ}/users?lang=en`, {
    method: "POST",
    headers: from,
    body: { uid: email, password: PASSWORD, firstName: "Bench", lastName: "Customer", titleCode: "mr", phoneNumber },
  });
  const token = /registerToken=([^&\s"]+)/.exec(await latestMessage(email))[1];
  await call(`${occ}/users/anonymous/token/${decodeURIComponent(token)}`, { method: "POST", body: {} });
  return { email, phoneNumber, ip, signIns: 0 };
}

/** Time spent per step of a checkout (all clients, measured rounds only). */
const stepTimes = new Map();
let recordSteps = false;
async function timed(step, work) {
  const started = performance.now();
  const result = await work();
  if (recordSteps) {
    const entry = stepTimes.get(step) ?? { total: 0, count: 0 };
    entry.total += performance.now() - started;
    entry.count += 1;
    stepTimes.set(step, entry);
  }
  return result;
}

/** The customer's access token by the password grant (a new one each time). */
async function signIn(servers, customer) {
  const from = { "x-forwarded-for": customer.ip };
  customer.signIns += 1;
  const { access_token: token } = await timed("sign in (password grant)", () =>
    call(`${servers.apiUrl}/authorizationserver/oauth/token`, {
      method: "POST",
      headers: from,
      form: {
        grant_type: "password",
        client_id: "mobile_android",
        client_secret: "secret",
        username: customer.email,
        password: PASSWORD,
      },
    }),
  );
  return token;
}

/** The HTTP calls of a checkout: its own, plus the sign-in unless customers sign in once (BENCH_SIGN_IN). */
const callsOf = (calls) => (SIGN_IN === "once" ? calls : calls + 1);

/** One complete checkout by this customer (card or cash, PAYMENT); answers how many HTTP calls it made. */
async function checkout(servers, gatewayUrl, product, customer) {
  const occ = `${servers.apiUrl}/occ/v2/dukkan`;
  const from = { "x-forwarded-for": customer.ip };
  const token = SIGN_IN === "once" ? customer.token : await signIn(servers, customer);
  const headers = { ...from, authorization: `Bearer ${token}` };
  const cart = await timed("create cart", () =>
    call(`${occ}/users/current/carts?${AREA}`, { method: "POST", headers }),
  );
  const carts = `${occ}/users/current/carts/${cart.code}`;
  await timed("add to cart", () =>
    call(`${carts}/entries?${AREA}`, {
      method: "POST",
      headers,
      body: { product: { code: product }, quantity: 1 },
    }),
  );
  await timed("delivery mode", () =>
    call(`${carts}/deliverymode?deliveryModeId=home-delivery&${AREA}`, { method: "PUT", headers }),
  );
  await timed("delivery address", () =>
    call(`${carts}/addresses/delivery?${AREA}`, {
      method: "POST",
      headers,
      body: {
        firstName: "Bench",
        lastName: "Customer",
        line1: "Marina Walk 1",
        town: "Dubai",
        country: { isocode: "AE" },
        region: { isocode: "AE-DU" },
        area: { isocode: "AE-DU-MARINA" },
        phone: customer.phoneNumber,
        latitude: 25.0805,
        longitude: 55.1403,
      },
    }),
  );
  if (PAYMENT === "cash") {
    await timed("payment mode", () =>
      call(`${carts}/paymentmode?paymentMode=pay-on-delivery&${AREA}`, { method: "PUT", headers }),
    );
    const order = await timed("place order", () =>
      call(`${occ}/users/current/orders?cartId=${cart.code}&termsChecked=true&${AREA}`, { method: "POST", headers }),
    );
    if (!order?.code) throw new Error(`the order was not placed: ${JSON.stringify(order)}`);
    return callsOf(6);
  }
  await timed("payment mode", () => call(`${carts}/paymentmode?paymentMode=card&${AREA}`, { method: "PUT", headers }));
  const { session } = await timed("payment session", () =>
    call(`${carts}/payment/session?${AREA}`, { method: "POST", headers }),
  );
  // What the hosted fields post from the gateway's iframes (apps/payment-sandbox/README.md).
  const typed = await timed("card into the hosted fields (gateway)", () =>
    call(
      `${gatewayUrl}/form/version/${MERCHANT.version}/merchant/${MERCHANT.id}/session/${encodeURIComponent(session)}`,
      { method: "POST", body: { card: CARD } },
    ),
  );
  if (typed.status !== "ok") throw new Error(`the gateway refused the card: ${JSON.stringify(typed)}`);
  await timed("payment details", () =>
    call(`${carts}/paymentdetails?${AREA}`, {
      method: "POST",
      headers,
      body: { sessionID: session, accountHolderName: "Bench Customer", saved: false },
    }),
  );
  const init = await timed("3-D Secure init", () =>
    call(`${carts}/payment/auth/init?${AREA}`, {
      method: "POST",
      headers,
      body: { session, newPayment: true },
    }),
  );
  if (init.status !== "AUTHENTICATION_AVAILABLE") throw new Error(`auth/init: ${JSON.stringify(init)}`);
  const device = {
    browserName: "bench",
    challengeWindowSize: "FULL_SCREEN",
    acceptHeaders: "application/json",
    colorDepth: 24,
    javaEnabled: true,
    language: "en",
    screenHeight: 640,
    screenWidth: 480,
    timeZone: 273,
  };
  await timed("3-D Secure process", () =>
    call(`${carts}/payment/auth/process?${AREA}`, {
      method: "PUT",
      headers,
      body: {
        session,
        device: { type: "BROWSER", data: JSON.stringify(device) },
        returnUrl: `${RETURN_ORIGIN}/en/checkout/payment-details/validation?cart=${cart.code}`,
      },
    }),
  );
  const order = await timed("payment/process (order)", () =>
    call(`${carts}/payment/process?${AREA}`, {
      method: "POST",
      headers,
      body: { session, cartId: cart.code, termsChecked: true },
    }),
  );
  if (!order?.code) throw new Error(`payment/process answered no order: ${JSON.stringify(order)}`);
  return callsOf(11);
}

/** CLIENTS concurrent loops of checkouts for `seconds`; each client uses its own customers, one after another. */
async function measureCheckouts(servers, gatewayUrl, product, customers, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let completed = 0;
  let requests = 0;
  const durations = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const mine = customers.filter((_, index) => index % CLIENTS === client);
      let turn = 0;
      while (Date.now() < deadline) {
        const customer = mine[turn++ % mine.length];
        if (customer.signIns >= SIGN_INS_PER_CUSTOMER) throw new Error("too few customers: raise BENCH_CUSTOMERS");
        const started = performance.now();
        const calls = await checkout(servers, gatewayUrl, product, customer);
        requests += calls;
        durations.push(performance.now() - started);
        completed += 1;
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const at = (share) => durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;
  return { perSecond: completed / seconds, requestsPerSecond: requests / seconds, p50: at(0.5), p99: at(0.99) };
}

function measureBaseline(url, seconds) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, connections: CLIENTS, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolveRun({ perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const sandbox = await startPaymentSandbox();
const servers = await startServers({
  PAYMENT_GATEWAY_URL: sandbox.url,
  PAYMENT_MERCHANT_ID: MERCHANT.id,
  PAYMENT_API_PASSWORD: MERCHANT.password,
  PAYMENT_API_VERSION: MERCHANT.version,
  STOREFRONT_URL: RETURN_ORIGIN,
  // Each customer comes from their own address (per-IP limits), forwarded as the storefront does.
  TRUST_PROXY: "loopback",
});
try {
  const occ = `${servers.apiUrl}/occ/v2/dukkan`;
  const page = await call(
    `${occ}/products/search?pageSize=100&fields=products(code,stock(DEFAULT),maxOrderQuantity,purchasable)`,
  );
  const product = page.products.find(
    (candidate) => candidate.purchasable !== false && candidate.stock?.stockLevel >= 1 && !candidate.maxOrderQuantity,
  );
  if (!product) throw new Error("the demo shop has no product to sell");
  // Enough stock that checkouts never run out, whatever earlier runs sold.
  // The bench owner's password, then its authenticator's code (servers.ts enrols it with this secret).
  const { challenge } = await call(`${servers.apiUrl}/admin/v1/auth/token`, {
    method: "POST",
    body: { email: "bench-owner@dukkan.test", password: "Bench#Owner-2026" },
  });
  const code = TOTP.generate({ secret: Secret.fromBase32("BENCHOWNERTOTPSECRETAAAAAAAAAAAA") });
  const staff = await call(`${servers.apiUrl}/admin/v1/auth/second-factor`, {
    method: "POST",
    body: { challenge, code },
  });
  await call(`${servers.apiUrl}/admin/v1/stock/${product.code}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${staff.access_token}` },
    body: { available: 10_000_000 },
  });

  const customers = [];
  for (let index = 0; index < CUSTOMERS; index++) customers.push(await registerCustomer(occ, index));
  if (SIGN_IN === "once") {
    for (const customer of customers) customer.token = await signIn(servers, customer);
  }

  // Warm-up: one checkout per client, and the baseline.
  await measureBaseline(servers.baselineUrl, 1);
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, client) => checkout(servers, sandbox.url, product.code, customers[client])),
  );
  const baseline = [];
  const checkouts = [];
  for (let round = 0; round < ROUNDS; round++) {
    baseline.push(await measureBaseline(servers.baselineUrl, SECONDS));
    recordSteps = true;
    checkouts.push(await measureCheckouts(servers, sandbox.url, product.code, customers, SECONDS));
    recordSteps = false;
  }
  const average = (runs, key) => runs.reduce((sum, runResult) => sum + runResult[key], 0) / runs.length;
  const basePerSecond = average(baseline, "perSecond");
  const checkoutsPerSecond = average(checkouts, "perSecond");
  console.log(
    `\ncheckout: complete ${PAYMENT} checkouts (${SIGN_IN === "once" ? "signed in before; cart → order" : "sign-in → order"}) on PostgreSQL with the payment sandbox — ${CLIENTS} clients, ${ROUNDS}×${SECONDS}s, ${API_PROCESSES} API process(es)`,
  );
  console.table([
    {
      measured: "bare Fastify JSON route (baseline), requests",
      "per s": Math.round(basePerSecond),
      "p50 ms": average(baseline, "p50"),
      "p99 ms": average(baseline, "p99"),
      ratio: "1.00",
    },
    {
      measured: `complete checkouts (${callsOf(PAYMENT === "cash" ? 6 : 11)} API and gateway calls each)`,
      "per s": Number(checkoutsPerSecond.toFixed(1)),
      "p50 ms": Math.round(average(checkouts, "p50")),
      "p99 ms": Math.round(average(checkouts, "p99")),
      ratio: (checkoutsPerSecond / basePerSecond).toFixed(4),
    },
    {
      measured: "  their HTTP calls",
      "per s": Math.round(average(checkouts, "requestsPerSecond")),
      "p50 ms": "",
      "p99 ms": "",
      ratio: (average(checkouts, "requestsPerSecond") / basePerSecond).toFixed(3),
    },
  ]);
  console.log("Where a checkout's time goes (mean per call, concurrent clients):");
  console.table(
    [...stepTimes].map(([step, { total, count }]) => ({ step, "mean ms": Math.round(total / count), calls: count })),
  );
} finally {
  servers.stop();
  sandbox.stop();
  await sandboxMessages.end();
}
