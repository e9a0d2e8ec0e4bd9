/**
 * The owner's staff management (decision 0036): list members, invite one (created inactive; an e-mailed
 * set-password link activates them), send a new set-password link, deactivate (every session ends at once);
 * and the set-password step the link leads to. Every write is audited in its own transaction.
 */
import { asc, eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { hashPassword } from "../account/passwords.js";
import type { Database } from "../db/client.js";
import { signed, type EmailSender } from "../notifications/email.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { actorOnRequest, recordAudit } from "./audit.js";
import type { StaffActor } from "./staff-context.js";
import { DEMO_STAFF_PASSWORD } from "./demo-staff.js";
import { staffPrincipalOf, type StaffPrincipal } from "./staff-principal.js";
import {
  PASSWORD_LINK_VALID_HOURS,
  type PasswordLinkPurpose,
  type StaffPasswordLinks,
} from "./staff-password-links.js";
import type { StaffSessions } from "./staff-sessions.js";
import { staffMembers, type StaffRole } from "./staff.tables.js";

type RequestInfo = { id: string; ip: string };

export interface StaffMemberView extends StaffPrincipal {
  active: boolean;
  /** Whether the member has a password yet (false: an invitation not taken up). */
  passwordSet: boolean;
  createdAt: string;
}

export interface StaffMembersDeps {
  db: Database;
  email: EmailSender;
  links: StaffPasswordLinks;
  sessions: StaffSessions;
  /** The app clock (tests pin it): audit rows are stamped with it. */
  now: () => Date;
  /** Where the back office serves its set-password page (`?token=` is appended). */
  setPasswordUrl: string;
}

const invalidLink = () =>
  new OccHttpError(400, [
    {
      type: "InvalidTokenError",
      reason: "invalid",
      subject: "token",
      subjectType: "field",
      message: "The set-password link is invalid, used or expired",
    },
  ]);

const unknownMember = (id: string) => unknownIdentifier("staff", id, `Staff member '${id}' not found`, 404);

function view(row: typeof staffMembers.$inferSelect): StaffMemberView {
  return {
    ...staffPrincipalOf(row),
    active: row.active,
    passwordSet: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export class StaffMembersService {
  constructor(private readonly deps: StaffMembersDeps) {}

  async list(): Promise<StaffMemberView[]> {
    const rows = await this.deps.db.select().from(staffMembers).orderBy(asc(staffMembers.email));
    return rows.map(view);
  }

  /** Creates the member inactive and e-mails an invitation link; 400 when the e-mail is already a member's. */
  async invite(
    context: StaffActor,
    input: { email: string; name: string; role: StaffRole; language: Language },
  ): Promise<StaffMemberView> {
    const email = input.email.trim().toLowerCase();
    const { member, token } = await this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staffMembers)
        .values({ email, name: input.name.trim(), role: input.role, active: false, passwordHash: null })
        .onConflictDoNothing({ target: staffMembers.email })
        .returning();
      if (!created) {
        throw new OccHttpError(400, [
          {
            type: "ValidationError",
            reason: "duplicate",
            subject: "email",
            subjectType: "field",
            message: `${email} is already a staff member`,
          },
        ]);
      }
      const linkToken = await this.deps.links.issue(tx, created.id, "INVITE");
      await recordAudit(tx, context, {
        action: "staff.invite",
        targetType: "staff",
        targetId: created.id,
        details: { email, role: input.role },
        at: this.deps.now(),
      });
      return { member: created, token: linkToken };
    });
    await this.sendLink(member, "INVITE", token, input.language, context.staff.name);
    return view(member);
  }

  /** E-mails a fresh set-password link (earlier links stop working); the password stays until it is used. */
  async sendPasswordLink(context: StaffActor, staffId: string, language: Language): Promise<void> {
    const { member, token, purpose } = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId));
      if (!row) throw unknownMember(staffId);
      // A member who never set a password gets the invitation again.
      const purpose: PasswordLinkPurpose = row.passwordHash === null ? "INVITE" : "RESET";
      const linkToken = await this.deps.links.issue(tx, row.id, purpose);
      await recordAudit(tx, context, {
        action: "staff.password-link",
        targetType: "staff",
        targetId: row.id,
        details: { purpose },
        at: this.deps.now(),
      });
      return { member: row, token: linkToken, purpose };
    });
    await this.sendLink(member, purpose, token, language, context.staff.name);
  }

  /** Deactivates a member: no sign-in, every session ends now. The owner cannot deactivate themselves. */
  async deactivate(context: StaffActor, staffId: string): Promise<StaffMemberView> {
    if (staffId === context.staff.id) {
      throw new OccHttpError(400, [
        {
          type: "ValidationError",
          reason: "invalid",
          subject: "id",
          subjectType: "parameter",
          message: "You cannot deactivate your own account",
        },
      ]);
    }
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffMembers)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(staffMembers.id, staffId))
        .returning();
      if (!row) throw unknownMember(staffId);
      await this.deps.sessions.revokeAllOf(tx, row.id);
      await this.deps.links.retireAll(tx, row.id);
      await recordAudit(tx, context, {
        action: "staff.deactivate",
        targetType: "staff",
        targetId: row.id,
        at: this.deps.now(),
      });
      return view(row);
    });
  }

  /**
   * Sets the password of the link's member (once, in time). An invitation activates the member; a reset
   * leaves a deactivated member deactivated. Every session of the member ends, and any lock is lifted.
   */
  async setPassword(token: string, password: string, request: RequestInfo): Promise<void> {
    if (password === DEMO_STAFF_PASSWORD) {
      throw new OccHttpError(400, [
        {
          type: "ValidationError",
          reason: "invalid",
          subject: "password",
          subjectType: "field",
          message: "The published demo password cannot be used",
        },
      ]);
    }
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      const claimed = await this.deps.links.claim(tx, token);
      if (!claimed) throw invalidLink();
      const [row] = await tx
        .update(staffMembers)
        .set({
          passwordHash,
          failedAttempts: 0,
          lockedUntil: null,
          updatedAt: new Date(),
          ...(claimed.purpose === "INVITE" ? { active: true } : {}),
        })
        .where(eq(staffMembers.id, claimed.staffId))
        .returning();
      await this.deps.links.retireAll(tx, claimed.staffId);
      await this.deps.sessions.revokeAllOf(tx, claimed.staffId);
      await recordAudit(tx, actorOnRequest(row!, request), {
        action: "auth.set-password",
        targetType: "staff",
        targetId: row!.id,
        details: { purpose: claimed.purpose },
        at: this.deps.now(),
      });
    });
  }

  private async sendLink(
    member: { email: string; name: string; role: StaffRole },
    purpose: PasswordLinkPurpose,
    token: string,
    language: Language,
    inviter: string,
  ): Promise<void> {
    const link = `${this.deps.setPasswordUrl}?token=${token}`;
    const validHours = PASSWORD_LINK_VALID_HOURS[purpose];
    const role = apiText(language, `staffEmail.role.${member.role}`);
    const text =
      purpose === "INVITE"
        ? apiText(language, "staffEmail.invite.text", { name: member.name, inviter, role, link, validHours })
        : apiText(language, "staffEmail.reset.text", { name: member.name, link, validHours });
    await this.deps.email.send({
      to: member.email,
      language,
      subject: apiText(language, purpose === "INVITE" ? "staffEmail.invite.subject" : "staffEmail.reset.subject"),
      text: signed(language, text),
    });
  }
}
