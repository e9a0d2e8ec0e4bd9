/**
 * Several processes on one port, and stops that lose no request.
 *
 * WEB_CONCURRENCY=N (default 1; the number of cores when DATABASE_URL points at a PostgreSQL server, since the
 * embedded database belongs to one process) makes a primary process that forks N workers with Node's cluster
 * module: the primary owns the port and hands each new connection to a worker. SIGHUP restarts the workers one
 * at a time (a new one is listening before an old one stops), so a deploy or a configuration change drops nothing.
 * SIGTERM stops every worker gracefully, then the primary. Why cluster and not a process manager: it ships with
 * Node, keeps `npm start` one command, and the same code runs in a container (docs/decisions/0064).
 */
import cluster from "node:cluster";
import { once } from "node:events";
import { availableParallelism } from "node:os";

/** How long a stopping process waits for its requests in flight before it closes them and exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

/** The number of worker processes the environment asks for; throws with one clear line on a bad value. */
export function workerCount(env = process.env) {
  const given = env.WEB_CONCURRENCY?.trim();
  if (!given) return env.DATABASE_URL ? availableParallelism() : 1;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes from 1 to 64 (got "${given}")`);
  }
  return count;
}

let stopping = false;

/** Whether this process has been told to stop (its answers then close their connections). */
export const isStopping = () => stopping;

/**
 * Stops `server` on SIGTERM or SIGINT: it takes no new connections, idle kept-alive connections close, the
 * requests in flight finish (their connections then close), and the process exits; after STOP_TIMEOUT_MS the
 * rest are cut. `beforeExit` (jobs, database) runs once the server is closed.
 */
export function stopGracefully(server, name, beforeExit = async () => {}) {
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[${name}] ${signal}: finishing the requests in flight (process ${process.pid})`);
    setTimeout(() => {
      console.error(`[${name}] requests still open after ${STOP_TIMEOUT_MS / 1000} s: closing them`);
      server.closeAllConnections?.();
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    server.close(() => {
      beforeExit()
        .then(flushTraces)
        .then(
          () => process.exit(0),
          (error) => {
            console.error(`[${name}] error while stopping`, error);
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections?.();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

/** Sends the spans this process still holds, when tracing is on (tracing.mjs). */
export async function flushTraces() {
  await globalThis[Symbol.for("dukkan.tracing.flush")]?.();
}

/** Forks a worker and resolves once it listens; rejects if it exits first (it could not start). */
function forkListening() {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    const exited = (code) => reject(new Error(`a worker exited with code ${code} before it listened`));
    worker.once("exit", exited);
    worker.once("listening", () => {
      worker.off("exit", exited);
      resolve(worker);
    });
  });
}

/**
 * Runs `start` in this process (count 1, or in a worker), or becomes the primary of `count` workers.
 * `primaryMessages` makes the primary's handler of its workers' messages (their metrics requests: http-metrics.mjs).
 */
export async function runWorkers({ name, count, start, primaryMessages }) {
  if (count <= 1 || cluster.isWorker) return start();
  // The workers accept connections from the shared port themselves. With Node's default on Linux (the primary
  // accepts and hands each connection to a worker), a connection handed to a worker at the moment it stopped was
  // lost: the caller waited for an answer that never came (seen in the rolling-restart browser test).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const replaced = new WeakSet();
  let primaryStopping = false;
  let restarting = false;
  cluster.on("exit", (worker, code, signal) => {
    if (primaryStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (replaced.has(worker)) return;
    console.error(`[${name}] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    forkListening().catch((error) => {
      console.error(`[${name}] ${error.message}; stopping`);
      process.exit(1);
    });
  });
  if (primaryMessages) cluster.on("message", primaryMessages());
  try {
    for (let index = 0; index < count; index += 1) await forkListening();
  } catch (error) {
    console.error(`[${name}] ${error.message}`);
    process.exit(1);
  }
  console.log(`[${name}] ${count} processes (primary ${process.pid}); SIGHUP restarts them one by one`);
  process.on("SIGHUP", async () => {
    if (restarting || primaryStopping) return;
    restarting = true;
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old) continue;
        await forkListening();
        replaced.add(old);
        old.process.kill("SIGTERM");
        await once(old, "exit");
      }
      console.log(`[${name}] restarted all ${count} processes`);
    } catch (error) {
      // The running workers keep serving; the operator sees why the new code did not start.
      console.error(`[${name}] restart stopped: ${error.message}`);
    } finally {
      restarting = false;
    }
  });
  const stopAll = () => {
    if (primaryStopping) return;
    primaryStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 5_000).unref();
  };
  process.once("SIGTERM", stopAll);
  process.once("SIGINT", stopAll);
}
