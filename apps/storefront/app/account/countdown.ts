import { useEffect, useState } from "react";

/**
 * Seconds left of a countdown that ends `endsAt` (the server's epoch ms), ticking each second. The
 * server's `serverNow` turns the end into a duration, so a browser clock set wrong does not matter, and
 * the first render matches the server's.
 */
export function useSecondsLeft(endsAt: number | undefined, serverNow: number): number {
  const initial = endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - serverNow) / 1000));
  const [seconds, setSeconds] = useState(initial);
  // A new end (or a new page's server time) starts the count again from its own first value.
  const [countingFrom, setCountingFrom] = useState({ endsAt, initial });
  if (countingFrom.endsAt !== endsAt || countingFrom.initial !== initial) {
    setCountingFrom({ endsAt, initial });
    setSeconds(initial);
  }
  useEffect(() => {
    if (initial <= 0) return undefined;
    const deadline = Date.now() + initial * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [initial, endsAt]);
  return seconds;
}
