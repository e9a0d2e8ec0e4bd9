/**
 * Outgoing e-mail behind a small interface: the sandbox adapter (default) stores each message in
 * `sandbox_outbox` (attachments in `sandbox_outbox_attachments`) for GET /dev/outbox and tests; the SMTP
 * adapter sends through nodemailer.
 */
import { apiText } from "@dukkan/i18n/api";
import nodemailer from "nodemailer";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { sandboxOutbox, sandboxOutboxAttachments } from "../db/tables.js";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Language of the text, so clients render Arabic right-to-left. */
  language: "en" | "ar";
  attachments?: EmailAttachment[];
}

/** A plain-text body followed by the shop's signature, as the account and notification e-mails end. */
export function signed(language: "en" | "ar", body: string): string {
  return `${body}\n\n${apiText(language, "emailSignature")}`;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export class SandboxEmailSender implements EmailSender {
  constructor(private readonly db: Database) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(sandboxOutbox)
        .values({ channel: "EMAIL", recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: sandboxOutbox.id });
      const attachments = message.attachments ?? [];
      if (attachments.length === 0) return;
      await tx.insert(sandboxOutboxAttachments).values(
        attachments.map((attachment) => ({
          messageId: stored!.id,
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: attachment.content.length,
          contentBase64: attachment.content.toString("base64"),
        })),
      );
    });
  }
}

export class SmtpEmailSender implements EmailSender {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { "Content-Language": message.language },
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}

export function createEmailSender(config: Config, db: Database): EmailSender {
  return config.email.adapter === "smtp"
    ? new SmtpEmailSender(config.email.smtpUrl, config.email.from)
    : new SandboxEmailSender(db);
}
