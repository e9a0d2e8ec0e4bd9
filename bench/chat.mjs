/**
 * bench/chat: the live chat's relay under load (decision 0067). The bench API and the production storefront build
 * run as they do in production; BENCH_CHATS guests (1,000 by default) each start a chat through the storefront's
 * panel route (each from its own address, as the storefront forwards it) and keep its live stream open through
 * the storefront (`/en/chat/stream`, relayed from the API). Then, one at a time, a staff member answers a
 * conversation picked at random through the staff API, and the bench times from sending the reply until that
 * guest's stream delivers it: the median, p95 and p99 over BENCH_CHAT_SAMPLES replies (200). The baseline in the
 * same run: a GET of the bare Fastify route in the API's process, timed the same way (request to answer), so the
 * ratio is what the delivery costs beyond the cheapest round trip.
 * Usage: `npm run build`, then `node bench/chat.mjs` (BENCH_DATABASE_URL for PostgreSQL).
 */
import http from "node:http";
import { Secret, TOTP } from "otpauth";
import { startServers, startStorefront, storefrontBuilt } from "./harness.mjs";

const CHATS = Number(process.env.BENCH_CHATS ?? 1000);
const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 200);
const CONCURRENCY = 20;

if (!storefrontBuilt()) {
  console.error("No storefront build: run `npm run build` first (bench/chat relays through the storefront).");
  process.exit(1);
}

const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** One guest's chat through the storefront's panel route: its session cookie and ticket id. */
async function startGuestChat(storefrontUrl, index) {
  const response = await fetch(`${storefrontUrl}/en/chat/messages`, {
    method: "POST",
    headers: {
      origin: storefrontUrl,
      "x-forwarded-for": addressOf(index + 1),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "start",
      email: `bench-chat-${index}@bench.test`,
      name: `Bench guest ${index}`,
      message: `Hello from bench guest ${index}`,
    }),
  });
  const body = await response.json();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("dukkan_session="));
  if (!response.ok || !body.ok || !cookie) throw new Error(`chat ${index}: ${response.status} ${JSON.stringify(body)}`);
  return { cookie: cookie.split(";")[0], ticketId: body.ticket.id };
}

/** A held server-sent event stream (plain http, one socket each): calls onEvent with each event's data. */
function openStream(storefrontUrl, cookie, onEvent) {
  return new Promise((resolveOpen, reject) => {
    const request = http.get(
      `${storefrontUrl}/en/chat/stream`,
      { agent: false, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (data) onEvent(JSON.parse(data.slice(6)));
          }
        });
        resolveOpen(() => request.destroy());
      },
    );
    request.on("error", reject);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
}

async function inBatches(count, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

// Each guest from their own address: the API's per-address limit on new chats counts shoppers.
const servers = await startServers({ TRUST_PROXY: "loopback" });
process.env.STOREFRONT_TRUST_PROXY = "loopback";
// A local shop on the sandbox adapters, as the bench API is (production refuses its development defaults).
process.env.ALLOW_SANDBOX ??= "1";
const storefront = await startStorefront({ apiUrl: servers.apiUrl });
const closers = [];
try {
  const { challenge } = await json(`${servers.apiUrl}/admin/v1/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench-owner@dukkan.test", password: "Bench#Owner-2026" }),
  });
  const code = TOTP.generate({ secret: Secret.fromBase32("BENCHOWNERTOTPSECRETAAAAAAAAAAAA") });
  const staff = await json(`${servers.apiUrl}/admin/v1/auth/second-factor`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ challenge, code }),
  });
  const staffHeaders = { authorization: `Bearer ${staff.access_token}`, "content-type": "application/json" };

  let started = Date.now();
  const chats = await inBatches(CHATS, (index) => startGuestChat(storefront.url, index));
  console.log(
    `\n${CHATS} guest chats started through the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Every stream open, each having delivered its conversation so far (the guest's first message).
  const waiting = new Map();
  started = Date.now();
  let backlogs = 0;
  await inBatches(CHATS, async (index) => {
    let first = true;
    const close = await openStream(storefront.url, chats[index].cookie, (event) => {
      if (first) {
        first = false;
        backlogs += 1;
        return;
      }
      const wake = waiting.get(`${index}:${event.message}`);
      if (wake) wake(performance.now());
    });
    closers.push(close);
  });
  while (backlogs < CHATS) await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(`${CHATS} live streams open through the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const delivery = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const index = Math.floor(Math.random() * CHATS);
    const message = `Reply ${sample} to guest ${index}`;
    const arrived = new Promise((resolve, reject) => {
      waiting.set(`${index}:${message}`, resolve);
      setTimeout(() => reject(new Error(`reply ${sample} not delivered in 10 s`)), 10_000).unref();
    });
    const sent = performance.now();
    const answer = await fetch(`${servers.apiUrl}/admin/v1/tickets/${chats[index].ticketId}/events`, {
      method: "POST",
      headers: staffHeaders,
      body: JSON.stringify({ message }),
    });
    if (answer.status !== 200) throw new Error(`reply: ${answer.status} ${await answer.text()}`);
    await answer.arrayBuffer();
    delivery.push((await arrived) - sent);
    waiting.delete(`${index}:${message}`);
  }

  const bare = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const sent = performance.now();
    await (await fetch(servers.baselineUrl)).arrayBuffer();
    bare.push(performance.now() - sent);
  }

  const d = summary(delivery);
  const b = summary(bare);
  console.log(
    `\nlive chat: ${CHATS} open conversations (each a stream browser → storefront → API), ${SAMPLES} staff replies`,
  );
  console.table([
    {
      measure: "bare Fastify GET (baseline)",
      "p50 ms": b.p50.toFixed(1),
      "p95 ms": b.p95.toFixed(1),
      "p99 ms": b.p99.toFixed(1),
      ratio: "1.00",
    },
    {
      measure: "staff reply sent → delivered on the guest's stream",
      "p50 ms": d.p50.toFixed(1),
      "p95 ms": d.p95.toFixed(1),
      "p99 ms": d.p99.toFixed(1),
      ratio: (d.p50 / b.p50).toFixed(2),
    },
  ]);
  console.log(`median delivery ${d.p50.toFixed(1)} ms (target ≤ 100 ms): ${d.p50 <= 100 ? "met" : "NOT met"}`);
} finally {
  for (const close of closers) close();
  await storefront.stop();
  servers.stop();
}
