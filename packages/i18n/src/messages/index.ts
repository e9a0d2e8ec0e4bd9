import { ar } from "./ar";
import { en } from "./en";
import type { Language } from "../languages";

/**
 * Message trees keyed the way the specs name them (e.g. `miniCart.count`). Interpolation uses
 * i18next's `{{name}}`; plural keys use i18next's CLDR suffixes (`_one`, `_other`; Arabic also
 * `_zero`, `_two`, `_few`, `_many`).
 */
export type MessageTree = { [key: string]: string | MessageTree };

export const messages: Record<Language, MessageTree> = { en, ar };
