import { describe, expect, it } from "vitest";
import { contentDisposition, isPreviewable, relayedFileHeaders } from "./file-relay";

describe("relayed files", () => {
  it("previews PDFs and pictures, nothing a browser would run", () => {
    expect(isPreviewable("application/pdf")).toBe(true);
    expect(isPreviewable("image/JPEG; charset=binary")).toBe(true);
    for (const type of ["text/html", "image/svg+xml", "application/javascript", "", null]) {
      expect(isPreviewable(type)).toBe(false);
    }
  });

  it("names the file in ASCII and in UTF-8", () => {
    expect(contentDisposition("attachment", 'delivery "note".docx')).toBe(
      `attachment; filename="delivery _note_.docx"; filename*=UTF-8''delivery%20%22note%22.docx`,
    );
    expect(contentDisposition("inline", "إيصال.pdf")).toBe(
      `inline; filename="_____.pdf"; filename*=UTF-8''%D8%A5%D9%8A%D8%B5%D8%A7%D9%84.pdf`,
    );
  });

  it("shows a PDF inline and downloads anything else as bytes", () => {
    expect(relayedFileHeaders("application/pdf", "INV-1.pdf")).toMatchObject({
      "Content-Type": "application/pdf",
      "Content-Disposition": expect.stringMatching(/^inline; /),
      "X-Content-Type-Options": "nosniff",
    });
    expect(relayedFileHeaders("text/html", "note.html")).toMatchObject({
      "Content-Type": "application/octet-stream",
      "Content-Disposition": expect.stringMatching(/^attachment; filename="note.html"/),
    });
  });
});
