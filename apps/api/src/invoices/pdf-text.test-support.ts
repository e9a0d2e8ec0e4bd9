/** The text of a PDF for the invoice tests, read with Mozilla's pdf.js (what browsers use to show PDFs). */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFonts = join(
  dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/",
);

/** All text items of every page, joined by single spaces (Arabic comes out per word, in visual order). */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: standardFonts, verbosity: 0 })
    .promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) texts.push(item.str.trim());
  }
  const pages = document.numPages;
  await document.destroy();
  return { text: texts.join(" "), pages };
}
