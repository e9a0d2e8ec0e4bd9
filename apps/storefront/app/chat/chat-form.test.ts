import type { Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { describe, expect, it } from "vitest";
import { readChatForm } from "./chat-form";
import { chatEnded, mergeChatEvents } from "./chat-panel";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const event = (code: string, message: string, toStatus?: "CLOSED" | "INPROCESS"): TicketEvent => ({
  code,
  author: "Dukkan customer service",
  message,
  addedByAgent: true,
  createdAt: "2026-11-27T10:00:00.000Z",
  ticketEventAttachments: [],
  ...(toStatus ? { toStatus: { id: toStatus } } : {}),
});

describe("the chat form", () => {
  it("asks a guest starting a chat for an e-mail, a name and a message", () => {
    expect(readChatForm(form({ intent: "start" }), true).errors).toEqual({
      message: "chat.error.messageRequired",
      email: "chat.error.emailRequired",
      name: "chat.error.nameRequired",
    });
    expect(readChatForm(form({ intent: "start", message: "Hi", email: "rania@", name: "Rania" }), true).errors).toEqual(
      { email: "chat.error.emailInvalid" },
    );
    const ok = readChatForm(form({ intent: "start", message: " Hi ", email: "rania@mail.ae", name: "Rania" }), true);
    expect(ok).toMatchObject({ intent: "start", message: "Hi", errors: {} });
  });

  it("asks a signed-in customer only for the message, and refuses markup and long messages", () => {
    expect(readChatForm(form({ intent: "start", message: "Hi" }), false).errors).toEqual({});
    expect(readChatForm(form({ intent: "send", message: "<script>alert(1)</script>" }), false).errors).toEqual({
      message: "chat.error.markup",
    });
    expect(readChatForm(form({ intent: "send", message: "x".repeat(5001) }), false).errors).toEqual({
      message: "chat.error.messageTooLong",
    });
    expect(
      readChatForm(form({ intent: "start", message: "Hi", email: "a@b.ae", name: "<b>Rania</b>" }), true).errors,
    ).toEqual({ name: "chat.error.nameInvalid" });
  });

  it("takes an unknown intent as a message and restart as needing nothing", () => {
    expect(readChatForm(form({ intent: "drop tables", message: "Hi" }), false).intent).toBe("send");
    expect(readChatForm(form({ intent: "restart" }), true)).toMatchObject({ intent: "restart", errors: {} });
  });
});

describe("the panel's conversation", () => {
  it("shows each message once, in the order written, whether the post or the stream brought it first", () => {
    const shown = [event("3", "first"), event("7", "second")];
    expect(mergeChatEvents(shown, [event("7", "second")])).toBe(shown);
    expect(mergeChatEvents(shown, [event("9", "third"), event("5", "late")]).map((e) => e.code)).toEqual([
      "3",
      "5",
      "7",
      "9",
    ]);
  });

  it("takes a shown message again when it comes back with a file that joined it", () => {
    const shown = [event("3", "first"), event("7", "see the invoice")];
    const withFile = { ...event("7", "see the invoice"), ticketEventAttachments: [{ id: "f1", filename: "a.pdf" }] };
    const merged = mergeChatEvents(shown, [withFile]);
    expect(merged.map((e) => [e.code, e.ticketEventAttachments.length])).toEqual([
      ["3", 0],
      ["7", 1],
    ]);
    expect(mergeChatEvents(merged, [event("7", "see the invoice")])).toBe(merged);
  });

  it("ends when staff close the chat, and not when they reopen it after", () => {
    const open = { status: { id: "INPROCESS" } } as Ticket;
    expect(chatEnded(open, [event("1", "hi")])).toBe(false);
    expect(chatEnded(open, [event("1", "hi"), event("2", "", "CLOSED")])).toBe(true);
    expect(chatEnded(open, [event("2", "", "CLOSED"), event("3", "", "INPROCESS")])).toBe(false);
    expect(chatEnded({ status: { id: "CLOSED" } } as Ticket, [])).toBe(true);
  });
});
