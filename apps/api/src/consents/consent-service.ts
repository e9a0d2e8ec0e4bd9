/**
 * The customer's consents (account spec §2.10): every template with the customer's current answer, giving and
 * withdrawing. Each answer is kept with its dates (a withdrawal closes the row, a new consent opens another), so
 * the shop can always say what was agreed and when.
 *
 * The marketing e-mail consent and the newsletter are one choice: giving it subscribes the customer's e-mail,
 * withdrawing it unsubscribes it, in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { CONSENT_TEMPLATE_IDS, type ConsentTemplate, type ConsentTemplateList } from "@dukkan/occ/consents";
import type { Database } from "../db/client.js";
import { customers, emailSubscriptions } from "../db/tables.js";
import { invalidParameter, OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { consentTemplate, CONSENT_TEMPLATES, type ConsentTemplateDefinition } from "./consent-templates.js";
import { customerConsents } from "./consents.tables.js";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;
type ConsentRow = typeof customerConsents.$inferSelect;

const unknownTemplate = (id: string) =>
  unknownIdentifier("consentTemplate", id.slice(0, 64), "Consent template not found.");
const unknownConsent = (code: string) => unknownIdentifier("consent", code.slice(0, 64), "Consent not found.");

function templateView(
  template: ConsentTemplateDefinition,
  consent: ConsentRow | undefined,
  language: Language,
): ConsentTemplate {
  return {
    id: template.id,
    name: apiText(language, `consent.${template.id}.name`),
    description: apiText(language, `consent.${template.id}.description`),
    version: template.version,
    required: template.required,
    // An answer to an older version of the wording is no answer to this one.
    ...(consent && consent.templateVersion === template.version
      ? {
          currentConsent: {
            code: consent.code,
            consentGivenDate: consent.givenAt.toISOString(),
            ...(consent.withdrawnAt ? { consentWithdrawnDate: consent.withdrawnAt.toISOString() } : {}),
          },
        }
      : {}),
  };
}

/**
 * Records that the customer gave a consent now (registration's terms, a checkout's newsletter box), unless an open
 * consent to the template's current version exists. Runs in the caller's transaction.
 */
export async function recordConsent(db: Executor, customerUid: string, templateId: string): Promise<void> {
  const template = consentTemplate(templateId);
  if (!template) throw unknownTemplate(templateId);
  await db
    .insert(customerConsents)
    .values({ code: randomUUID(), customerUid, templateId, templateVersion: template.version })
    .onConflictDoNothing();
}

export class ConsentService {
  constructor(private readonly db: Database) {}

  /** GET users/{u}/consenttemplates: every template in order, each with the customer's latest answer. */
  async templates(customerUid: string, language: Language): Promise<ConsentTemplateList> {
    const consents = await this.latestConsents(this.db, customerUid);
    return {
      consentTemplates: CONSENT_TEMPLATES.map((template) =>
        templateView(template, consents.get(template.id), language),
      ),
    };
  }

  async template(customerUid: string, templateId: string, language: Language): Promise<ConsentTemplate> {
    const template = this.findTemplate(templateId);
    const consents = await this.latestConsents(this.db, customerUid, templateId);
    return templateView(template, consents.get(templateId), language);
  }

  /**
   * POST users/{u}/consents: gives the consent to the template's current version (the version the customer saw
   * must be it). Giving it again changes nothing; an open consent to an older version is closed first.
   */
  async give(
    customerUid: string,
    templateId: string,
    version: number | undefined,
    language: Language,
  ): Promise<ConsentTemplate> {
    return this.db.transaction(async (tx) => {
      const template = this.findTemplate(templateId);
      if (version !== undefined && version !== template.version) {
        throw invalidParameter(
          "consentTemplateVersion",
          `The current version of ${template.id} is ${template.version}`,
        );
      }
      const open = await this.openConsent(tx, customerUid, template.id);
      if (open && open.templateVersion !== template.version) {
        await tx.update(customerConsents).set({ withdrawnAt: new Date() }).where(eq(customerConsents.code, open.code));
      }
      if (!open || open.templateVersion !== template.version) {
        await tx
          .insert(customerConsents)
          .values({ code: randomUUID(), customerUid, templateId: template.id, templateVersion: template.version })
          // A second click that raced this one already opened it.
          .onConflictDoNothing();
      }
      if (template.id === CONSENT_TEMPLATE_IDS.marketingEmail) await this.subscribe(tx, customerUid);
      const consents = await this.latestConsents(tx, customerUid, template.id);
      return templateView(template, consents.get(template.id), language);
    });
  }

  /**
   * DELETE users/{u}/consents/{code}: withdraws one of the customer's consents (another customer's code answers
   * like an unknown one). Withdrawing again changes nothing; a required consent cannot be withdrawn.
   */
  async withdraw(customerUid: string, code: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [consent] = await tx
        .select()
        .from(customerConsents)
        .where(and(eq(customerConsents.code, code), eq(customerConsents.customerUid, customerUid)));
      if (!consent) throw unknownConsent(code);
      if (consentTemplate(consent.templateId)?.required) {
        throw new OccHttpError(400, [
          {
            type: "ValidationError",
            reason: "required",
            subject: "consentCode",
            subjectType: "parameter",
            message: "A required consent cannot be withdrawn.",
          },
        ]);
      }
      if (consent.withdrawnAt) return;
      await tx
        .update(customerConsents)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(customerConsents.code, code), isNull(customerConsents.withdrawnAt)));
      if (consent.templateId === CONSENT_TEMPLATE_IDS.marketingEmail) await this.unsubscribe(tx, customerUid);
    });
  }

  private findTemplate(templateId: string): ConsentTemplateDefinition {
    const template = consentTemplate(templateId);
    if (!template) throw unknownTemplate(templateId);
    return template;
  }

  private async openConsent(db: Executor, customerUid: string, templateId: string): Promise<ConsentRow | undefined> {
    const [row] = await db
      .select()
      .from(customerConsents)
      .where(
        and(
          eq(customerConsents.customerUid, customerUid),
          eq(customerConsents.templateId, templateId),
          isNull(customerConsents.withdrawnAt),
        ),
      );
    return row;
  }

  /** The customer's latest answer per template (newest given first, so the first row per template wins). */
  private async latestConsents(db: Executor, customerUid: string, templateId?: string) {
    const rows = await db
      .select()
      .from(customerConsents)
      .where(
        and(
          eq(customerConsents.customerUid, customerUid),
          templateId ? eq(customerConsents.templateId, templateId) : undefined,
        ),
      )
      .orderBy(desc(customerConsents.givenAt), desc(customerConsents.code));
    const latest = new Map<string, ConsentRow>();
    for (const row of rows) if (!latest.has(row.templateId)) latest.set(row.templateId, row);
    return latest;
  }

  private async subscribe(db: Executor, customerUid: string): Promise<void> {
    const [customer] = await db
      .select({ email: customers.email, language: customers.language })
      .from(customers)
      .where(eq(customers.uid, customerUid));
    if (!customer) return;
    await db
      .insert(emailSubscriptions)
      .values({ email: customer.email.toLowerCase(), language: customer.language })
      .onConflictDoNothing();
  }

  private async unsubscribe(db: Executor, customerUid: string): Promise<void> {
    const [customer] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.uid, customerUid));
    if (!customer) return;
    await db.delete(emailSubscriptions).where(eq(emailSubscriptions.email, customer.email.toLowerCase()));
  }
}
