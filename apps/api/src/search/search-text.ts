/**
 * How shoppers' words and catalogue text become comparable search terms, in English and Arabic:
 * - case folding and Latin accents removed (NFKD);
 * - Arabic diacritics (tashkeel, dagger alef) and tatweel removed, alef forms أ إ آ ٱ → ا, hamza seats ؤ → و,
 *   ئ → ي, ى → ي, ة → ه, Arabic-Indic digits → 0-9;
 * - the Arabic definite article (ال) dropped from longer words, so "الأكواب" finds "أكواب";
 * - a light English plural stemmer (cups → cup, boxes → box, trays → tray).
 * The same function runs on the catalogue and on the query, so both sides always agree.
 */

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ARABIC_LETTERS: Record<string, string> = { ٱ: "ا", ى: "ي", ة: "ه" };
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_INDIC_ZERO = 0x06f0;

/** Folds text to the comparable form (before splitting into words). */
export function normalizeText(text: string): string {
  return (
    text
      // NFKD splits أ إ آ ؤ ئ into their base letter plus a hamza or madda mark, removed below.
      .normalize("NFKD")
      .replace(COMBINING_MARKS, "")
      .replace(ARABIC_MARKS, "")
      .replace(/[ٱىة]/g, (letter) => ARABIC_LETTERS[letter]!)
      .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
        const code = digit.charCodeAt(0);
        return String(code - (code >= EXTENDED_INDIC_ZERO ? EXTENDED_INDIC_ZERO : ARABIC_INDIC_ZERO));
      })
      .toLowerCase()
  );
}

const ARABIC_WORD = /^[\u0621-\u064a]+$/;
const LATIN_WORD = /^[a-z]+$/;

/** One normalised word to its search term. */
function stem(word: string): string {
  if (ARABIC_WORD.test(word)) {
    return word.startsWith("ال") && word.length >= 4 ? word.slice(2) : word;
  }
  if (!LATIN_WORD.test(word) || word.length < 4) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(xes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** The search terms of a text, in order (duplicates kept, so the caller knows the last typed word). */
export function searchTerms(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/**
 * Whether two terms are at most one edit apart: an insertion, a deletion, a substitution, or a swap of two
 * adjacent letters (the optimal-string-alignment distance, after Damerau): a swapped pair is the commonest
 * typing slip ("contianer"), so it counts as one edit, not two.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  if (longer.length !== shorter.length) return longer.slice(i + 1) === shorter.slice(i);
  if (longer.slice(i + 1) === shorter.slice(i + 1)) return true;
  const swapped = longer[i] === shorter[i + 1] && longer[i + 1] === shorter[i];
  return swapped && longer.slice(i + 2) === shorter.slice(i + 2);
}

/** Removes HTML tags from catalogue copy (summaries are HTML) so markup never becomes a search term. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}
