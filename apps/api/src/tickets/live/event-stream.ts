/**
 * A ticket's conversation as server-sent events (decision 0067): first the messages after the caller's cursor
 * (`after`, or the `Last-Event-ID` an EventSource sends when it reconnects), then each new one as the feed reads
 * it. Each event is `event: message`, `id: <event code>`, `data: <the message as JSON>`; a message that files
 * joined after it was sent comes again, whole, without an `id` (readers replace it by its code); a comment every 15 s
 * keeps idle proxies from closing the stream. Access is checked before the stream opens, so a refusal is the
 * usual OCC error; once open, the response is written by hand (Fastify's reply is hijacked). A caller must ask for
 * `Accept: text/event-stream` (as EventSource does): any other gets 406 rather than a response that never ends.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { OccHttpError } from "../../occ/errors.js";
import type { TicketEventFeed, TicketEventRow } from "./ticket-event-feed.js";

const HEARTBEAT_MS = 15_000;

/** The open streams of this process, ended when the app closes (otherwise the server would wait on them). */
export class LiveStreams {
  private readonly open = new Set<() => void>();

  constructor(readonly feed: TicketEventFeed) {}

  get size(): number {
    return this.open.size;
  }

  add(end: () => void): () => void {
    this.open.add(end);
    return () => this.open.delete(end);
  }

  closeAll(): void {
    for (const end of [...this.open]) end();
    this.feed.close();
  }
}

/** The cursor a stream starts after: `?after=` or an EventSource's Last-Event-ID, else 0 (everything). */
export function streamCursor(request: FastifyRequest, after: string | undefined): number {
  const header = request.headers["last-event-id"];
  const raw = typeof header === "string" && header ? header : after;
  const value = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return value <= 2_147_483_647 ? value : 0;
}

export async function openTicketStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    streams: LiveStreams;
    ticketId: number;
    after: number;
    /** A customer's own stream (it marks them present on the ticket). */
    customer: boolean;
    backlog: (afterId: number) => Promise<TicketEventRow[]>;
    render: (rows: TicketEventRow[]) => Promise<T[]>;
  },
): Promise<void> {
  const { streams, ticketId } = options;
  if (!(request.headers.accept ?? "").includes("text/event-stream")) {
    throw new OccHttpError(406, [
      { type: "NotAcceptableError", message: "This is a stream of server-sent events: accept text/event-stream" },
    ]);
  }
  let lastSent = options.after;
  let live = false;
  const waiting: TicketEventRow[] = [];
  // Sends in order: each batch renders (reads names and files) before the next one is written.
  let queue = Promise.resolve();
  const raw = reply.raw;
  let ended = false;
  const write = (work: () => Promise<string | undefined>) => {
    queue = queue
      .then(async () => {
        const text = ended ? undefined : await work();
        if (text && !ended) raw.write(text);
      })
      .catch((error: unknown) => request.log.error({ err: error }, "ticket stream write failed"));
  };
  const send = (rows: TicketEventRow[]) =>
    write(async () => {
      const fresh = rows.filter((row) => row.id > lastSent);
      if (fresh.length === 0) return undefined;
      lastSent = fresh[fresh.length - 1]!.id;
      const rendered = await options.render(fresh);
      return rendered
        .map((event, index) => `event: message\nid: ${fresh[index]!.id}\ndata: ${JSON.stringify(event)}\n\n`)
        .join("");
    });
  // A message already sent, again with the files that joined it. Without an `id`, so a reconnecting EventSource
  // still resumes after the newest message it has.
  const resend = (row: TicketEventRow) =>
    write(async () => {
      if (row.id > lastSent) return undefined;
      const [event] = await options.render([row]);
      return `event: message\ndata: ${JSON.stringify(event)}\n\n`;
    });
  const unsubscribe = await streams.feed.subscribe(
    ticketId,
    (row, change) => {
      if (!live) waiting.push(row);
      else if (change?.filesAdded && row.id <= lastSent) resend(row);
      else send([row]);
    },
    { customer: options.customer },
  );
  let backlog: TicketEventRow[];
  try {
    backlog = await options.backlog(options.after);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    // no-transform: no proxy or compression buffers the events.
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
    connection: "keep-alive",
  });
  // The retry a reconnecting EventSource waits, then the conversation so far.
  raw.write("retry: 2000\n\n");
  send(backlog);
  live = true;
  // What arrived while the backlog was read (a file added meanwhile is in the backlog's rendering already).
  send(waiting.sort((a, b) => a.id - b.id));
  const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!raw.writableEnded) raw.end();
  };
  const forget = streams.add(end);
  raw.on("close", end);
  raw.on("error", end);
}
