/**
 * An uploaded CSV read as text before it goes to the staff API: a size limit, and the content must be UTF-8 text
 * (judged by the bytes, not by the file's name or the type the browser claims). A byte-order mark is dropped.
 */
import { hasControlCharacter } from "@dukkan/occ/rules";
import { PRODUCT_LIMITS } from "@dukkan/staff-api/product-constants";

/** The API's character limit is the useful one; this bounds the bytes read (Arabic letters are 2 bytes). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

export type CsvUpload = { ok: true; csv: string } | { ok: false; error: "noFile" | "tooLarge" | "notText" };

export async function csvOfUpload(file: FormDataEntryValue | null): Promise<CsvUpload> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: "noFile" };
  if (file.size > MAX_CSV_BYTES) return { ok: false, error: "tooLarge" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, error: "notText" };
  }
  // Control characters other than tab and line ends do not occur in a CSV (and the API refuses them in any text):
  // a binary file that happens to decode.
  if (hasControlCharacter(text)) return { ok: false, error: "notText" };
  if (text.length > PRODUCT_LIMITS.importCharacters) return { ok: false, error: "tooLarge" };
  return { ok: true, csv: text };
}
