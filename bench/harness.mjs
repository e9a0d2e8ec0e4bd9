/**
 * Shared bench harness: starts bench/servers.ts (bundled, see bundledServers) in a child process, then measures each target URL
 * and the bare Fastify baseline with autocannon from this process, alternating baseline and target
 * rounds so drift hits both alike. Prints requests/s, latency and the ratio target/baseline.
 * BENCH_PROCESSES=N runs the API (PostgreSQL only) and the storefront as N processes each on their port.
 * For storefront pages: startStorefront runs the production build in front of the bench API, and
 * signInThroughStorefront answers a signed-in shopper's session cookie.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { build } from "esbuild";
import { storefrontCwd, storefrontServerArgs } from "../scripts/processes.mjs";

const root = resolve(import.meta.dirname, "..");

/**
 * bench/servers.ts bundled to plain JavaScript the way apps/api's build bundles the server (workspace packages
 * inside, npm packages left in node_modules), so the process under measurement runs what production runs
 * (`node apps/api/dist/server.js`) — not TypeScript compiled on the fly by tsx, whose compiler and source maps
 * add ~100 MB of memory. Written into apps/api/dist so the API finds its SQL migrations as the build does.
 */
async function bundledServers() {
  const outfile = resolve(root, "apps/api/dist/bench-servers.mjs");
  const npmPackagesStayExternal = {
    name: "npm-packages-external",
    setup(bundle) {
      bundle.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith("@dukkan/") ? undefined : { external: true },
      );
    },
  };
  await build({
    entryPoints: [resolve(root, "bench/servers.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [npmPackagesStayExternal],
  });
  return outfile;
}

export async function startServers(env = {}) {
  // BENCH_CPU_PROF=dir: the API process writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // --expose-gc as production starts the API (scripts/processes.mjs).
  const child = spawn(process.execPath, [...profile, "--expose-gc", "--enable-source-maps", await bundledServers()], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise((resolveReady, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on("line", (line) => {
      if (line.startsWith("{")) resolveReady(JSON.parse(line));
    });
  });
  return { ...ready, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

/** The storefront's server build (`npm run build`); a bench that measures pages checks it first. */
export const storefrontBuilt = () => existsSync(storefrontServerArgs()[1]);

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

/**
 * The built storefront (apps/storefront, `npm run build`) as production runs it (scripts/processes.mjs), in its own
 * process in front of the bench API, on a free port. Its request log (stdout) is dropped, as the browser tests do;
 * its errors show. `env` adds to its environment, `nodeArgs` to node's options. Answers its URL and stop() (which waits for the process to end).
 */
export async function startStorefront({ apiUrl, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, ...storefrontServerArgs()], {
    cwd: storefrontCwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      API_URL: apiUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      // BENCH_PROCESSES=N: N storefront processes on the port, as WEB_CONCURRENCY runs it in production.
      WEB_CONCURRENCY: process.env.BENCH_PROCESSES ?? "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront exited with ${child.exitCode}`);
    const answer = await fetch(`${url}/robots.txt`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the storefront did not answer on ${url} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}

/**
 * Signs a customer in the way a browser without scripts does: the login page's form posted to its own route
 * (e-mail, password, the "login" button), with the Origin header the storefront's forgery guard checks. Answers
 * the sealed session cookie ("dukkan_session=…") the answer set.
 */
export async function signInThroughStorefront(storefrontUrl, { email, password }) {
  const answer = await fetch(`${storefrontUrl}/en/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: storefrontUrl },
    body: new URLSearchParams({ email, password, intent: "login" }),
  });
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("dukkan_session="));
  if (answer.status !== 302 || !session) {
    throw new Error(
      `signing ${email} in through the storefront: ${answer.status} ${(await answer.text()).slice(0, 300)}`,
    );
  }
  return session.split(";")[0];
}

function measure(url, { connections, seconds, requests, headers }) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, connections, duration: seconds, requests, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`));
      }
      resolveRun({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/**
 * One request that walks `paths` in a single order shared by all connections, so each path is asked once per
 * cycle (autocannon's own request lists start every connection at the first entry: they would ask in lockstep).
 */
function cycling(paths) {
  let next = 0;
  return [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

const average = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** Two decimals; two significant digits below 0.1, so a route hundreds of times slower than the baseline shows one. */
const ratioText = (ratio) => (ratio < 0.1 ? ratio.toPrecision(2) : ratio.toFixed(2));

/**
 * targets: [{ name, url, requests?, paths? (cycled across connections), headers? }]; returns rows with ratio (target
 * rps / baseline rps). baselineName labels the baseline's row (the bench API's bare Fastify route unless given).
 */
export async function compare({
  title,
  baselineUrl,
  baselineName = "bare Fastify JSON route (baseline)",
  targets,
  connections = 10,
  seconds = 5,
  rounds = 2,
}) {
  // Warm up JIT and caches on every URL before counting.
  await measure(baselineUrl, { connections, seconds: 1 });
  // One cycle per target, carried on from the warm-up through every round (a path comes round again only after
  // all the others). Targets with `requests` warm up on `url` alone (bench/cart relies on it).
  const cycles = new Map(targets.map((target) => [target.name, target.paths && cycling(target.paths)]));
  for (const target of targets) {
    await measure(target.url, { connections, seconds: 1, requests: cycles.get(target.name), headers: target.headers });
  }
  const baseline = [];
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    baseline.push(await measure(baselineUrl, { connections, seconds }));
    for (const target of targets)
      results.get(target.name).push(
        await measure(target.url, {
          connections,
          seconds,
          requests: cycles.get(target.name) ?? target.requests,
          headers: target.headers,
        }),
      );
  }
  const baseRps = average(baseline.map((r) => r.rps));
  const rows = [
    {
      route: baselineName,
      "req/s": Math.round(baseRps),
      "p50 ms": average(baseline.map((r) => r.p50)),
      "p99 ms": average(baseline.map((r) => r.p99)),
      ratio: "1.00",
    },
    ...targets.map((target) => {
      const runs = results.get(target.name);
      const rps = average(runs.map((r) => r.rps));
      return {
        route: target.name,
        "req/s": Math.round(rps),
        "p50 ms": average(runs.map((r) => r.p50)),
        "p99 ms": average(runs.map((r) => r.p99)),
        ratio: ratioText(rps / baseRps),
      };
    }),
  ];
  console.log(`\n${title} — ${connections} connections, ${rounds}×${seconds}s per route, same process`);
  console.table(rows);
  return rows;
}
