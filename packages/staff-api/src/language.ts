/** The language of shop texts in a staff answer (product names, delivery modes): the back office page's language. */
import { z } from "zod";

export const StaffLanguageQuery = z.object({
  lang: z.enum(["en", "ar"]).default("en").describe("Language of product names and other shop texts"),
});
export type StaffLanguageQuery = z.input<typeof StaffLanguageQuery>;
