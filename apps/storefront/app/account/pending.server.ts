/**
 * A flow waiting on a code (one-time sign-in code, SMS verification) keeps what the shopper typed in the
 * sealed session, so the next step (another request, with or without scripts) can finish it. It lives
 * for PENDING_LIFETIME_MS at most and is dropped when the flow ends.
 */
import type { Session, SessionData } from "../session/session.server";

export const PENDING_LIFETIME_MS = 15 * 60 * 1000;

type Pending = NonNullable<SessionData["pending"]>;
export type PendingKind = Pending["kind"];

export function keepPending(session: Session, kind: PendingKind, fields: Record<string, string>, now = Date.now()) {
  session.set("pending", { kind, fields, until: now + PENDING_LIFETIME_MS });
}

/** The pending flow's fields, if one of this kind is still live. */
export function readPending(session: Session, kind: PendingKind, now = Date.now()): Record<string, string> | undefined {
  const pending = session.data.pending;
  if (!pending || pending.kind !== kind || pending.until <= now) return undefined;
  return pending.fields;
}

export function dropPending(session: Session): void {
  session.unset("pending");
}
