/**
 * One scrape of `GET /metrics` on a port served by several worker processes returns the numbers of all of them:
 * the worker that got the scrape asks the primary, which collects every worker's registries and sums them
 * (prom-client's AggregatorRegistry; a gauge read from the shared database says how to combine, e.g. "max").
 */
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import client from "prom-client";

const ASK = "dukkan:metrics-request";
const ANSWER = "dukkan:metrics-answer";

/** In a worker: which registries the primary collects (prom-client's global one unless told). */
export function shareWithPrimary(registries = [client.register]) {
  if (!cluster.isWorker) return;
  client.AggregatorRegistry.setRegistries(registries);
  // A worker answers the primary's collection only once an AggregatorRegistry exists in it.
  new client.AggregatorRegistry();
}

/** In a worker: the metrics of every worker, as the primary sums them. */
export function clusterMetricsText() {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      process.off("message", onMessage);
      reject(new Error("the primary process did not send the metrics"));
    }, 5_000);
    const onMessage = (message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timeout);
      process.off("message", onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text);
    };
    process.on("message", onMessage);
    process.send({ type: ASK, id });
  });
}

/** In the primary: the handler of its workers' messages that answers their metrics requests. */
export function answerMetricsRequests() {
  const aggregator = new client.AggregatorRegistry();
  return (worker, message) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  };
}
