/**
 * Control characters in request text. PostgreSQL cannot store NUL ("invalid byte sequence for encoding UTF8:
 * 0x00") and no field a shopper types needs C0/C1 controls, so one check refuses them in every string of the
 * body, query and path with a 400 ValidationError naming the field, before any route's own validation runs.
 * Body text may hold tabs and line breaks (review comments, delivery instructions); query and path may not.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasControlCharacter } from "@dukkan/occ/rules";
import { OccHttpError } from "./errors.js";

type Part = "body" | "querystring" | "params";

/** The path of the first string (or object key) holding a control character, or undefined. */
function findControlCharacter(value: unknown, multiLine: boolean, path: string): string | undefined {
  if (typeof value === "string") return hasControlCharacter(value, multiLine) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key, false)) return itemPath;
    const found = findControlCharacter(item, multiLine, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function controlCharacterError(part: Part, subject: string): OccHttpError {
  return new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: subject || part,
      subjectType: part === "body" ? "field" : "parameter",
      message: `${subject || part}: must not contain control characters`,
    },
  ]);
}

/** preValidation hook: refuses a request whose body, query or path holds a control character. */
export async function refuseControlCharacters(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const parts: Array<[Part, unknown, boolean]> = [
    ["params", request.params, false],
    ["querystring", request.query, false],
    ["body", request.body, true],
  ];
  for (const [part, value, multiLine] of parts) {
    const subject = findControlCharacter(value, multiLine, "");
    if (subject !== undefined) throw controlCharacterError(part, subject);
  }
}
