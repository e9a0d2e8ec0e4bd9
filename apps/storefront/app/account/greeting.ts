/**
 * The name in the greeting 'miniLogin.userGreeting' (spec §2.2): the first word of the customer's name,
 * capitalised, with a soft hyphen (U+00AD) after every `maxLength` characters so a long name can break
 * instead of pushing the header apart.
 */
export const GREETING_MAX_LENGTH = 22;
export const HEADER_GREETING_MAX_LENGTH = 9;

const SOFT_HYPHEN = "\u00AD";

export function greetingName(name: string, maxLength = GREETING_MAX_LENGTH): string {
  const firstWord = name.trim().split(/\s+/)[0] ?? "";
  const characters = Array.from(firstWord);
  if (characters.length === 0) return "";
  characters[0] = characters[0]!.toLocaleUpperCase();
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += maxLength) {
    chunks.push(characters.slice(start, start + maxLength).join(""));
  }
  return chunks.join(SOFT_HYPHEN);
}
