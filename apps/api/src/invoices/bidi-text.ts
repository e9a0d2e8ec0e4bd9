/**
 * Mixed Arabic/Latin text for the PDF. pdfkit draws text left to right and its font engine (fontkit) joins
 * Arabic letters and reverses an Arabic run by itself, but it knows neither the bidirectional algorithm nor
 * font fallback. So a line is cut here into runs of one direction and one font (Arabic letters in the Arabic
 * font, everything else in Helvetica), and the runs are put in visual order with bidi-js (Unicode UAX #9).
 */
import bidiFactory from "bidi-js";

export type RunFont = "arabic" | "latin";
export interface TextRun {
  /** Logical order for Arabic-font runs (the font engine reverses them); visual order for Latin runs. */
  text: string;
  font: RunFont;
}

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const MIRRORED: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "<": ">",
  ">": "<",
  "{": "}",
  "}": "{",
};

interface LogicalRun {
  text: string;
  font: RunFont;
  level: number;
}

/** Cuts the text into runs of equal bidi level and font, in logical order. Spaces keep the font they sit in. */
function logicalRuns(text: string, direction?: "ltr" | "rtl"): LogicalRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    const last = runs.at(-1);
    const font: RunFont = ARABIC_LETTER.test(char) ? "arabic" : /\s/u.test(char) && last ? last.font : "latin";
    if (last && last.level === level && last.font === font) last.text += char;
    else runs.push({ text: char, font, level });
  }
  return runs;
}

/** Reverses a right-to-left Latin run character by character, mirroring brackets (UAX #9 L4). */
function reverseLatin(text: string): string {
  return [...text]
    .reverse()
    .map((char) => MIRRORED[char] ?? char)
    .join("");
}

/**
 * The runs of one line in visual (left-to-right) order: UAX #9 rule L2 applied to whole runs — from the
 * highest level down to the lowest odd level, every sequence of runs at that level or above is reversed.
 * Without a direction, the paragraph takes the direction of its first strong letter (UAX #9 P2–P3).
 */
export function visualRuns(text: string, direction?: "ltr" | "rtl"): TextRun[] {
  const runs = logicalRuns(text, direction);
  if (runs.length === 0) return [];
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.flatMap((run): TextRun[] => {
    if (run.level % 2 === 0) return [{ text: run.text, font: run.font }];
    if (run.font === "latin") return [{ text: reverseLatin(run.text), font: run.font }];
    // An Arabic run goes word by word: pdfkit lays out a multi-word run per word and loses a space on the
    // way. Words are shaped on their own anyway (Arabic letters never join across a space).
    return run.text
      .split(/(\s+)/u)
      .filter(Boolean)
      .reverse()
      .map((text) => ({ text, font: run.font }));
  });
}

/** Greedy word wrap in logical order (before reordering), so each line is then laid out on its own. */
export function wrapWords(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}
