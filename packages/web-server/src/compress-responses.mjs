/**
 * Response compression for the storefront server, without the drain-listener pile-up.
 *
 * `compression` forwards `res.on("drain")` to its zlib stream but leaves `removeListener` on the response
 * (expressjs/compression#135), so each one-time drain listener React Router's stream writer adds when a write
 * reports backpressure stays on the zlib stream for the rest of the response: a large page collects dozens,
 * and Node warns "MaxListenersExceededWarning … drain listeners added to [BrotliCompress]". Here each response
 * gets one drain listener, and the writer's one-time waiters come and go on a relay of its own.
 */
import { EventEmitter } from "node:events";
import compression from "compression";

/** One `drain` listener per response; `once("drain")` and `off("drain")` use the relay. */
function relayDrain(_req, res, next) {
  const waiters = new EventEmitter();
  let relaying = false;
  const { once, removeListener } = res;
  res.once = function onceRelayingDrain(type, listener) {
    if (type !== "drain") return once.call(this, type, listener);
    if (!relaying) {
      relaying = true;
      res.on("drain", () => waiters.emit("drain"));
    }
    waiters.once("drain", listener);
    return this;
  };
  res.off = res.removeListener = function removeListenerRelayingDrain(type, listener) {
    if (type === "drain") waiters.removeListener("drain", listener);
    return removeListener.call(this, type, listener);
  };
  next();
}

/** The middleware to mount: compression (gzip or brotli as the shopper's browser accepts), then the relay. */
export const compressResponses = [compression(), relayDrain];
