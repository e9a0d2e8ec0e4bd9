import { describe, expect, it } from "vitest";
import { csvOfUpload, MAX_CSV_BYTES } from "./csv-upload.server";

const file = (content: BlobPart, name = "products.csv") => new File([content], name, { type: "text/csv" });

describe("a CSV upload", () => {
  it("reads UTF-8 text, Arabic included, without the byte-order mark", async () => {
    expect(await csvOfUpload(file("\uFEFFcode,price\n1001-01,12.50\n"))).toEqual({
      ok: true,
      csv: "code,price\n1001-01,12.50\n",
    });
    expect(await csvOfUpload(file("code\r\nكوب\r\n"))).toEqual({ ok: true, csv: "code\r\nكوب\r\n" });
  });

  it("refuses no file, an empty one, one too large and bytes that are not text, whatever the name says", async () => {
    expect(await csvOfUpload(null)).toEqual({ ok: false, error: "noFile" });
    expect(await csvOfUpload("code,price")).toEqual({ ok: false, error: "noFile" });
    expect(await csvOfUpload(file(""))).toEqual({ ok: false, error: "noFile" });
    expect(await csvOfUpload(file(new Uint8Array(MAX_CSV_BYTES + 1).fill(65)))).toEqual({
      ok: false,
      error: "tooLarge",
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await csvOfUpload(file(png))).toEqual({ ok: false, error: "notText" });
    expect(await csvOfUpload(file(new Uint8Array([0x63, 0x6f, 0x00, 0x64])))).toEqual({ ok: false, error: "notText" });
  });
});
