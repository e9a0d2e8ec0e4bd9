/**
 * The OCC `fields` parameter: which attributes a response carries.
 *
 * Grammar: `list := item ("," item)*`, `item := name ["(" list ")"]`, where a name is an attribute or one of
 * the levels BASIC, DEFAULT, FULL. Examples: `DEFAULT`, `code,name,price(formattedValue),stock(DEFAULT)`,
 * `images(DEFAULT,galleryIndex)`.
 *
 * Semantics (as SAP OCC):
 * - a level selects the attributes the shape lists for that level; FULL selects every attribute, and
 *   nested objects reached through a level get the same level;
 * - an attribute named without a sub-list gets the BASIC level of its own shape;
 * - unknown attribute names are ignored;
 * - identity attributes (`always`, e.g. a product's code, an image's url) are present whenever the object is.
 */

export const LEVELS = ["BASIC", "DEFAULT", "FULL"] as const;
export type Level = (typeof LEVELS)[number];

export interface FieldSelection {
  level?: Level;
  /** Explicitly named attributes and their sub-selection (undefined: named without parentheses). */
  fields: Map<string, FieldSelection | undefined>;
}

/** How an object type answers to levels; `children` describe nested objects (arrays are handled element-wise). */
export type Shape = ObjectShape | MapShape;

export interface ObjectShape {
  kind: "object";
  always?: readonly string[];
  BASIC: readonly string[];
  DEFAULT: readonly string[];
  children?: Readonly<Record<string, Shape>>;
}

/** A record with free keys (e.g. images by format): the selection applies to each value. */
export interface MapShape {
  kind: "map";
  of: Shape;
}

export class FieldsSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FieldsSyntaxError";
  }
}

export const MAX_FIELDS_LENGTH = 2000;
const MAX_DEPTH = 8;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses a `fields` value; throws FieldsSyntaxError with a message naming the problem. */
export function parseFields(text: string): FieldSelection {
  if (text.length > MAX_FIELDS_LENGTH) throw new FieldsSyntaxError(`is longer than ${MAX_FIELDS_LENGTH} characters`);
  let position = 0;

  const parseList = (depth: number): FieldSelection => {
    if (depth > MAX_DEPTH) throw new FieldsSyntaxError(`nests deeper than ${MAX_DEPTH} levels`);
    const selection: FieldSelection = { fields: new Map() };
    for (;;) {
      const start = position;
      while (position < text.length && !",()".includes(text[position]!)) position++;
      const name = text.slice(start, position).trim();
      if (!NAME.test(name)) {
        throw new FieldsSyntaxError(
          name === ""
            ? `has an empty attribute name at position ${start}`
            : `has an invalid attribute name "${name.slice(0, 40)}"`,
        );
      }
      let sub: FieldSelection | undefined;
      if (text[position] === "(") {
        position++;
        sub = parseList(depth + 1);
        if (text[position] !== ")") throw new FieldsSyntaxError(`misses a ")" at position ${position}`);
        position++;
      }
      if ((LEVELS as readonly string[]).includes(name)) {
        if (sub) throw new FieldsSyntaxError(`cannot give a sub-list to the level ${name}`);
        selection.level = widerLevel(selection.level, name as Level);
      } else {
        selection.fields.set(name, mergeSelections(selection.fields.get(name), sub));
      }
      if (text[position] === ",") {
        position++;
        continue;
      }
      return selection;
    }
  };

  const selection = parseList(0);
  if (position !== text.length)
    throw new FieldsSyntaxError(`has an unexpected "${text[position]}" at position ${position}`);
  return selection;
}

function widerLevel(a: Level | undefined, b: Level): Level {
  if (!a) return b;
  return LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b;
}

function mergeSelections(a: FieldSelection | undefined, b: FieldSelection | undefined): FieldSelection | undefined {
  if (!a) return b;
  if (!b) return a;
  const fields = new Map(a.fields);
  for (const [name, sub] of b.fields) fields.set(name, mergeSelections(fields.get(name), sub));
  const level = a.level ? widerLevel(b.level, a.level) : b.level;
  return level ? { level, fields } : { fields };
}

const levelSelections = new Map<Level, FieldSelection>(LEVELS.map((level) => [level, { level, fields: new Map() }]));
const levelSelection = (level: Level): FieldSelection => levelSelections.get(level)!;

/** Returns a copy of `value` holding only the attributes `selection` asks for. */
export function pruneToSelection(value: unknown, selection: FieldSelection, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((item) => pruneToSelection(item, selection, shape));
  if (value === null || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  if (shape.kind === "map") {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(source)) result[key] = pruneToSelection(source[key], selection, shape.of);
    return result;
  }
  const levelKeys = selection.level && selection.level !== "FULL" ? shape[selection.level] : undefined;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const attribute = source[key];
    if (attribute === undefined) continue;
    let childSelection: FieldSelection;
    if (selection.fields.has(key)) {
      childSelection = selection.fields.get(key) ?? levelSelection("BASIC");
    } else if (selection.level === "FULL" || levelKeys?.includes(key)) {
      childSelection = levelSelection(selection.level!);
    } else if (shape.always?.includes(key)) {
      childSelection = levelSelection("BASIC");
    } else {
      continue;
    }
    const childShape = shape.children?.[key];
    result[key] = childShape ? pruneToSelection(attribute, childSelection, childShape) : attribute;
  }
  return result;
}
