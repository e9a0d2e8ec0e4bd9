/**
 * Keeps outgoing requests to a rate-limited service at least `intervalMs` apart (Nominatim's usage policy: at
 * most one request a second per application). Callers take the next free slot in arrival order and wait for it;
 * a caller whose slot is further away than `maxWaitMs` is refused at once, so a burst of shoppers gets a quick
 * "try again" instead of a queue that outlives their patience.
 */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RequestSpacingOptions {
  intervalMs: number;
  maxWaitMs: number;
  clock?: Clock;
}

export class RequestSpacing {
  /** The earliest time the next request may start. */
  private nextSlot = Number.NEGATIVE_INFINITY;
  private readonly clock: Clock;

  constructor(private readonly options: RequestSpacingOptions) {
    this.clock = options.clock ?? systemClock;
  }

  /** Waits for the caller's turn; false (without waiting) when that turn is more than `maxWaitMs` away. */
  async take(): Promise<boolean> {
    const now = this.clock.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot - now > this.options.maxWaitMs) return false;
    // Reserved before waiting, so callers arriving meanwhile queue behind this one.
    this.nextSlot = slot + this.options.intervalMs;
    if (slot > now) await this.clock.sleep(slot - now);
    return true;
  }
}
