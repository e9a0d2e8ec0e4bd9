import { describe, expect, it } from "vitest";
import { readNewTicketForm, readTicketMessageForm, ticketDate } from "./ticket-form";

const CATEGORIES = ["ENQUIRY", "COMPLAINT", "PROBLEM"];
const ASSOCIATED = [
  { type: "Order", code: "00000012" },
  { type: "Cart", code: "00000040" },
];

function form(fields: Record<string, string>, file?: File) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set("file", file);
  return data;
}

describe("the new-request form", () => {
  it("reads the subject, category, one of the customer's orders, the message and a file", () => {
    const photo = new File([new Uint8Array([1, 2, 3])], "lids.png", { type: "image/png" });
    const reading = readNewTicketForm(
      form(
        {
          subject: "  Lids do not fit ",
          ticketCategory: "PROBLEM",
          associatedTo: "Order:00000012",
          message: "They are too small.",
        },
        photo,
      ),
      CATEGORIES,
      ASSOCIATED,
    );
    expect(reading.errors).toEqual({});
    expect(reading.values.subject).toBe("Lids do not fit");
    expect(reading.associatedTo).toEqual({ type: "Order", code: "00000012" });
    expect(reading.file?.name).toBe("lids.png");
  });

  it("marks every missing or wrong field, and nothing is sent", () => {
    const page = new File(["<html>"], "page.html", { type: "text/html" });
    const reading = readNewTicketForm(
      form({ subject: "", ticketCategory: "GOSSIP", associatedTo: "Order:99999999", message: "x".repeat(5001) }, page),
      CATEGORIES,
      ASSOCIATED,
    );
    expect(Object.keys(reading.errors).sort()).toEqual(["associated", "category", "file", "message", "subject"]);
    expect(reading.errors.subject).toEqual({ key: "createCustomerTicket.subjectRequired" });
    expect(reading.errors.message).toEqual({ key: "createCustomerTicket.tooLong", values: { max: 5000 } });
    expect(reading.errors.file).toEqual({ key: "createCustomerTicket.fileType" });
  });

  it("needs no category when the shop has none, and refuses a file over 10 MB", () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.pdf");
    const reading = readNewTicketForm(form({ subject: "Hi", message: "Hello" }, big), [], []);
    expect(reading.errors).toEqual({ file: { key: "createCustomerTicket.fileTooLarge", values: { size: 10 } } });
  });
});

describe("the reply, close and reopen forms", () => {
  it("reads the message and the status it moves the ticket to", () => {
    expect(readTicketMessageForm(form({ message: "Sorted", toStatus: "CLOSED" }))).toEqual({
      message: "Sorted",
      toStatus: "CLOSED",
      errors: {},
    });
    expect(readTicketMessageForm(form({ message: "More", toStatus: "LATER" })).toStatus).toBeUndefined();
    expect(readTicketMessageForm(form({ message: " " })).errors.message).toEqual({
      key: "createCustomerTicket.messageRequired",
    });
  });
});

describe("ticket dates", () => {
  it("read as 'MMMM d, YYYY h:mm aa' in the UAE's time, Latin digits in Arabic too", () => {
    expect(ticketDate("2026-11-27T08:05:00Z", "en")).toBe("November 27, 2026 at 12:05 PM");
    expect(ticketDate("2026-11-27T08:05:00Z", "ar")).toContain("2026");
    expect(ticketDate("2026-11-27T08:05:00Z", "ar")).toContain("12:05");
  });
});
