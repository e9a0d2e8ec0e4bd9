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

/**
 * The optimal-string-alignment distance between two terms (insertions, deletions, substitutions and swaps of
 * two adjacent letters each count one, as in `withinOneEdit`), or `max + 1` as soon as it is known to exceed
 * `max`: spelling suggestions compare a word with thousands of terms and want only the near ones.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the dynamic-programming table: two rows back (for swaps), the previous one and this one.
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let row = 1; row <= a.length; row++) {
    current[0] = row;
    let rowBest = row;
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let distance = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        distance = Math.min(distance, beforePrevious[column - 2]! + 1);
      current[column] = distance;
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Removes HTML tags from catalogue copy (summaries are HTML) so markup never becomes a search term. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}
