/**
 * OpenTelemetry traces across the shop (off by default): with OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, each app sends its spans to that OTLP/HTTP collector — incoming
 * requests, the storefront's and back office's calls to the API (fetch, with the W3C `traceparent` header, so the
 * API's spans join the page's trace) and the API's PostgreSQL queries. One trace then shows a page view from the
 * storefront through the API to the database.
 *
 * Loaded before the app with `node --import @dukkan/web-server/tracing` (scripts/processes.mjs): the modules it
 * instruments (http, pg) must be patched before the app imports them, which for ES modules needs a loader hook.
 * Without the endpoint it loads nothing else. OTEL_SERVICE_NAME names the service; by default it is the app whose
 * script runs (dukkan-api, dukkan-storefront, dukkan-backoffice).
 */
import { register } from "node:module";

const serviceName =
  process.env.OTEL_SERVICE_NAME || `dukkan-${/apps\/([^/]+)\//.exec(process.argv[1] ?? "")?.[1] ?? "shop"}`;

const endpoint =
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ||
  (process.env.OTEL_EXPORTER_OTLP_ENDPOINT &&
    `${process.env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);

/** Operator polls that would fill the traces with noise. */
const UNTRACED_PATHS = new Set(["/health", "/health/ready", "/metrics"]);

if (endpoint) await startTracing(endpoint);

async function startTracing(url) {
  const { createAddHookMessageChannel } = await import("import-in-the-middle");
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register("import-in-the-middle/hook.mjs", import.meta.url, registerOptions);

  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const [{ registerInstrumentations }, { HttpInstrumentation }, { UndiciInstrumentation }, { PgInstrumentation }] =
    await Promise.all([
      import("@opentelemetry/instrumentation"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-undici"),
      import("@opentelemetry/instrumentation-pg"),
    ]);
  const { ATTR_SERVICE_NAME } = await import("@opentelemetry/semantic-conventions");

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url }), {
        scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || 5_000,
      }),
    ],
  });
  // Also installs the async context manager and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? "").split("?")[0]),
        // The API's fetch calls are traced by the undici instrumentation below; the exporter's own posts are not.
        ignoreOutgoingRequestHook: () => true,
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  // A stopping process sends what it still holds before it exits (cluster.mjs and the API's shutdown call this).
  globalThis[Symbol.for("dukkan.tracing.flush")] = () => provider.forceFlush();
}
