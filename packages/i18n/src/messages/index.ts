import { ar } from "./ar";
import { en } from "./en";
import { featureMessages } from "./features";
import { mergeMessageTrees } from "./merge";
import type { Language } from "../languages";

/**
 * Message trees keyed the way the specs name them (e.g. `miniCart.count`). Interpolation uses
 * i18next's `{{name}}`; plural keys use i18next's CLDR suffixes (`_one`, `_other`; Arabic also
 * `_zero`, `_two`, `_few`, `_many`). The core trees (en.ts, ar.ts) hold shared words; features add
 * theirs from ./features.
 */
export type MessageTree = { [key: string]: string | MessageTree };

export const messages: Record<Language, MessageTree> = {
  en: mergeMessageTrees([en, ...featureMessages.map((feature) => feature.en)]),
  ar: mergeMessageTrees([ar, ...featureMessages.map((feature) => feature.ar)]),
};
