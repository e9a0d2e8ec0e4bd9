/**
 * What the ticket forms post (account spec §5 Tickets): subject (required, at most 255 characters), category
 * (required when the shop has categories), associated object (optional, `{type}:{code}`), message (required, at
 * most 5000), one optional file (size and extension checked here so a wrong file is refused before anything is
 * sent; the API checks its content). Errors are message keys, shown beside their fields.
 */
import {
  containsMarkup,
  TICKET_ASSOCIATED_TYPES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  type TicketAssociatedType,
  type TicketStatus,
} from "@dukkan/occ/tickets-constants";

export const SUBJECT_FIELD = "subject";
export const CATEGORY_FIELD = "ticketCategory";
export const ASSOCIATED_FIELD = "associatedTo";
export const MESSAGE_FIELD = "message";
export const FILE_FIELD = "file";
export const TO_STATUS_FIELD = "toStatus";
/**
 * Set by the ticket dialogs (decision 0073): a file refused after the message is saved is then answered to the
 * dialog, which says so where the shopper is looking; a page's form gets the notice on the page it is sent to.
 */
export const FROM_DIALOG_FIELD = "fromDialog";

export const postedFromDialog = (form: FormData) => form.get(FROM_DIALOG_FIELD) === "1";

export const MAX_FILE_MB = TICKET_LIMITS.maxBytes / 1024 / 1024;
export const FILE_ACCEPT = TICKET_LIMITS.extensions.map((extension) => `.${extension}`).join(",");

export type FieldError = { key: string; values?: Record<string, string | number> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

function checkText(value: string, max: number, requiredKey: string): FieldError | undefined {
  if (!value) return { key: requiredKey };
  if (value.length > max) return { key: "createCustomerTicket.tooLong", values: { max } };
  // Markup is refused by the API; said here in the form's words.
  if (containsMarkup(value)) return { key: "createCustomerTicket.fixErrors" };
  return undefined;
}

/** The posted file when one was chosen, or an error when it cannot be sent. */
export function readFile(form: FormData): { file?: File; error?: FieldError } {
  const value = form.get(FILE_FIELD);
  if (!(value instanceof File) || value.size === 0) return {};
  if (value.size > TICKET_LIMITS.maxBytes) {
    return { error: { key: "createCustomerTicket.fileTooLarge", values: { size: MAX_FILE_MB } } };
  }
  const extension = value.name.slice(value.name.lastIndexOf(".") + 1).toLowerCase();
  if (!(TICKET_LIMITS.extensions as readonly string[]).includes(extension)) {
    return { error: { key: "createCustomerTicket.fileType" } };
  }
  return { file: value };
}

export interface NewTicketReading {
  values: { subject: string; category: string; associated: string; message: string };
  errors: Partial<Record<"subject" | "category" | "associated" | "message" | "file", FieldError>>;
  associatedTo?: { type: TicketAssociatedType; code: string };
  file?: File;
}

/** The new-request form, checked against the shop's categories and the customer's associated objects. */
export function readNewTicketForm(
  form: FormData,
  categories: readonly string[],
  associated: readonly { type: string; code: string }[],
): NewTicketReading {
  const values = {
    subject: text(form, SUBJECT_FIELD),
    category: text(form, CATEGORY_FIELD),
    associated: text(form, ASSOCIATED_FIELD),
    message: text(form, MESSAGE_FIELD),
  };
  const errors: NewTicketReading["errors"] = {};
  const subject = checkText(values.subject, TICKET_LIMITS.subjectLength, "createCustomerTicket.subjectRequired");
  if (subject) errors.subject = subject;
  const message = checkText(values.message, TICKET_LIMITS.messageLength, "createCustomerTicket.messageRequired");
  if (message) errors.message = message;
  if (categories.length > 0 && !categories.includes(values.category)) {
    errors.category = { key: "createCustomerTicket.fixErrors" };
  }
  let associatedTo: NewTicketReading["associatedTo"];
  if (values.associated) {
    const [type, code] = values.associated.split(":");
    const known = associated.some((object) => object.type === type && object.code === code);
    if (known && (TICKET_ASSOCIATED_TYPES as readonly string[]).includes(type!)) {
      associatedTo = { type: type as TicketAssociatedType, code: code! };
    } else {
      errors.associated = { key: "createCustomerTicket.fixErrors" };
    }
  }
  const { file, error } = readFile(form);
  if (error) errors.file = error;
  return { values, errors, ...(associatedTo ? { associatedTo } : {}), ...(file ? { file } : {}) };
}

export interface TicketMessageReading {
  message: string;
  toStatus?: TicketStatus;
  errors: Partial<Record<"message" | "file", FieldError>>;
  file?: File;
}

/** The reply, close and reopen forms: a message, the status it moves the ticket to, and an optional file. */
export function readTicketMessageForm(form: FormData): TicketMessageReading {
  const message = text(form, MESSAGE_FIELD);
  const status = text(form, TO_STATUS_FIELD);
  const errors: TicketMessageReading["errors"] = {};
  const problem = checkText(message, TICKET_LIMITS.messageLength, "createCustomerTicket.messageRequired");
  if (problem) errors.message = problem;
  const { file, error } = readFile(form);
  if (error) errors.file = error;
  const toStatus = (TICKET_STATUSES as readonly string[]).includes(status) ? (status as TicketStatus) : undefined;
  return { message, errors, ...(toStatus ? { toStatus } : {}), ...(file ? { file } : {}) };
}

/** Spec §9: tickets' dates as 'MMMM d, YYYY h:mm aa', in the UAE's time, digits Latin as the shop's prices. */
export function ticketDate(iso: string, language: "en" | "ar"): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "Asia/Dubai",
  }).format(new Date(iso));
}
