/**
 * The live feed of ticket messages (decision 0067): one poller per API process reads the conversation table by
 * its id cursor and hands each new row to the streams open on that ticket in this process. It is how a message
 * written by any process (a customer's in one, an agent's in another) reaches every open stream, on PGlite and
 * PostgreSQL alike, with no channel besides the database.
 *
 * - It polls only while a stream is open (every `pollMs`, 40 ms by default: a message waits ~20 ms on average).
 * - Ids come from a sequence, so a transaction that took a lower id can commit after a higher one was read. Ids
 *   skipped below the cursor are asked for again for `gapMs` (a rolled-back insert leaves its id unused forever).
 * - A file can join a message after it was written (the customer's upload follows their message, as the OCC calls
 *   go). Files are numbered as they are added (`feed_id`), read by a second cursor the same way, and their message
 *   is handed on again, marked `filesAdded`, so the other side sees the file without waiting for the next message.
 * - It also says who is watching: while a customer's stream is open on a ticket, its `customer_present_until` is
 *   kept `presenceMs` ahead (renewed every third of that) and cleared when the process's last such stream closes,
 *   so an agent's chat reply is e-mailed only when the customer has left.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { supportTicketAttachments, supportTicketEvents, supportTickets } from "../tickets.tables.js";

export type TicketEventRow = typeof supportTicketEvents.$inferSelect;
/** `filesAdded`: a message already handed on, again because files joined it. */
export type FeedListener = (event: TicketEventRow, change?: { filesAdded: true }) => void;

export interface FeedOptions {
  pollMs?: number;
  gapMs?: number;
  presenceMs?: number;
}

/** Rows read a poll at most; a busier moment is read over the next polls. */
const BATCH = 1000;

/**
 * How far a sequence has been read: the highest number seen, and the numbers below it not seen yet (a transaction
 * that took them may still commit) with when they were first missed, asked for again for `gapMs`.
 */
class SequenceCursor {
  position = 0;
  private readonly gaps = new Map<number, number>();

  constructor(private readonly gapMs: number) {}

  reset(position: number): void {
    this.position = position;
    this.gaps.clear();
  }

  /** The missed numbers still worth asking for. */
  missing(now: number): number[] {
    for (const [id, since] of this.gaps) if (now - since > this.gapMs) this.gaps.delete(id);
    return [...this.gaps.keys()];
  }

  /** Records a number read (in ascending order within a read). */
  saw(id: number, now: number): void {
    if (id > this.position) {
      for (let skipped = this.position + 1; skipped < id; skipped += 1) this.gaps.set(skipped, now);
      this.position = id;
    } else {
      this.gaps.delete(id);
    }
  }
}

export class TicketEventFeed {
  private readonly listeners = new Map<number, Set<FeedListener>>();
  /** Open customer streams by ticket (the presence this process vouches for). */
  private readonly present = new Map<number, number>();
  private readonly messages: SequenceCursor;
  private readonly files: SequenceCursor;
  private timer: NodeJS.Timeout | undefined;
  private presenceTimer: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private polling = false;
  private closed = false;
  private readonly pollMs: number;
  private readonly gapMs: number;
  private readonly presenceMs: number;

  constructor(
    private readonly db: Database,
    options: FeedOptions = {},
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.pollMs = options.pollMs ?? 40;
    this.gapMs = options.gapMs ?? 5000;
    this.presenceMs = options.presenceMs ?? 45_000;
    this.messages = new SequenceCursor(this.gapMs);
    this.files = new SequenceCursor(this.gapMs);
  }

  /** Open streams in this process (all tickets). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /**
   * Listens to one ticket's new messages. Resolves once the feed reads from a point no later than now, so a
   * caller that then reads the conversation so far misses nothing in between (it drops what it already sent).
   */
  async subscribe(ticketId: number, listener: FeedListener, options: { customer?: boolean } = {}) {
    if (this.closed) throw new Error("the ticket feed is closed");
    let set = this.listeners.get(ticketId);
    if (!set) this.listeners.set(ticketId, (set = new Set()));
    set.add(listener);
    if (options.customer) await this.markPresent(ticketId);
    await this.ensureRunning();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(ticketId);
      if (options.customer) void this.markAbsent(ticketId).catch(this.onError);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Stops polling for good (the app is closing). */
  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.present.clear();
    this.stop();
  }

  private async ensureRunning(): Promise<void> {
    if (this.timer) return;
    this.starting ??= (async () => {
      const [[events], [files]] = await Promise.all([
        this.db
          .select({ max: sql<number>`coalesce(max(${supportTicketEvents.id}), 0)::int` })
          .from(supportTicketEvents),
        this.db
          .select({ max: sql<number>`coalesce(max(${supportTicketAttachments.feedId}), 0)::int` })
          .from(supportTicketAttachments),
      ]);
      this.messages.reset(events?.max ?? 0);
      this.files.reset(files?.max ?? 0);
      if (this.listeners.size === 0 || this.closed) return;
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
      this.presenceTimer = setInterval(() => void this.renewPresence().catch(this.onError), this.presenceMs / 3);
      this.presenceTimer.unref();
    })().finally(() => {
      this.starting = undefined;
    });
    await this.starting;
  }

  private stop(): void {
    clearInterval(this.timer);
    clearInterval(this.presenceTimer);
    this.timer = undefined;
    this.presenceTimer = undefined;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = Date.now();
      const [rows, filed] = await Promise.all([this.newMessages(now), this.messagesWithNewFiles(now)]);
      const handedOn = new Set<number>();
      for (const row of rows) {
        this.messages.saw(row.id, now);
        handedOn.add(row.id);
        this.dispatch(row);
      }
      for (const { feedId, event } of filed) {
        this.files.saw(feedId, now);
        // A message read in this same poll already carries its files.
        if (handedOn.has(event.id)) continue;
        handedOn.add(event.id);
        this.dispatch(event, { filesAdded: true });
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }

  private newMessages(now: number) {
    const missing = this.messages.missing(now);
    const after = gt(supportTicketEvents.id, this.messages.position);
    return this.db
      .select()
      .from(supportTicketEvents)
      .where(missing.length > 0 ? sql`(${after} or ${inArray(supportTicketEvents.id, missing)})` : after)
      .orderBy(asc(supportTicketEvents.id))
      .limit(BATCH);
  }

  /** Files added since the last poll, each with its message (one row per file, in the order they were added). */
  private messagesWithNewFiles(now: number) {
    const missing = this.files.missing(now);
    const feedId = supportTicketAttachments.feedId;
    const after = gt(feedId, this.files.position);
    return this.db
      .select({ feedId: sql<number>`${feedId}`, event: supportTicketEvents })
      .from(supportTicketAttachments)
      .innerJoin(supportTicketEvents, eq(supportTicketEvents.id, supportTicketAttachments.eventId))
      .where(missing.length > 0 ? sql`(${after} or ${inArray(feedId, missing)})` : after)
      .orderBy(asc(feedId))
      .limit(BATCH);
  }

  private dispatch(row: TicketEventRow, change?: { filesAdded: true }): void {
    const set = this.listeners.get(row.ticketId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(row, change);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async markPresent(ticketId: number): Promise<void> {
    const count = (this.present.get(ticketId) ?? 0) + 1;
    this.present.set(ticketId, count);
    if (count === 1) await this.setPresence([ticketId]);
  }

  private async markAbsent(ticketId: number): Promise<void> {
    const count = (this.present.get(ticketId) ?? 1) - 1;
    if (count > 0) {
      this.present.set(ticketId, count);
      return;
    }
    this.present.delete(ticketId);
    await this.db.update(supportTickets).set({ customerPresentUntil: null }).where(eq(supportTickets.id, ticketId));
  }

  private async renewPresence(): Promise<void> {
    await this.setPresence([...this.present.keys()]);
  }

  private async setPresence(ticketIds: number[]): Promise<void> {
    if (ticketIds.length === 0) return;
    await this.db
      .update(supportTickets)
      .set({ customerPresentUntil: sql`now() + ${`${this.presenceMs} milliseconds`}::interval` })
      .where(and(inArray(supportTickets.id, ticketIds)));
  }
}
