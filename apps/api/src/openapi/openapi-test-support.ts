/**
 * Walking the API's own OpenAPI document in tests (the hostile-input battery, the access-control matrix): its
 * operations, and plausible values for every parameter and body field, so a request built from the document is
 * valid but for what the test changes on purpose and reaches the route's handler.
 */
import { CODES } from "../../test/fixtures.js";
import { STRONG_PASSWORD } from "../account/account-test-support.js";
import { MARINA_ADDRESS } from "../checkout/checkout-test-support.js";

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface WalkedOperation {
  path: string;
  method: string;
  operation: Operation;
}

/** Valid values for fields by name, so a request is valid but for the value under test. */
const PLAUSIBLE_FIELDS: Record<string, unknown> = {
  ...MARINA_ADDRESS,
  uid: "walked-new@example.com",
  userEmail: "walked@example.com",
  password: STRONG_PASSWORD,
  oldPassword: STRONG_PASSWORD,
  newPassword: "Dukkan#2027",
  phoneNumber: "971501234567",
  cellphone: "971501234567",
  titleCode: "mr",
  quantity: 1,
  rating: 5,
  headline: "Good",
  comment: "Good cup",
  product: { code: CODES.cup },
  productCode: CODES.cup,
  deliveryModeId: "home-delivery",
  grant_type: "password",
  client_id: "mobile_android",
  client_secret: "secret",
  username: "walked@example.com",
};

/** `fields`: values for fields by name that the test needs instead (the signed-in customer's e-mail, say). */
export function openApiWalker(doc: OpenApiDocument, fields: Record<string, unknown> = {}) {
  const known = { ...PLAUSIBLE_FIELDS, ...fields };
  function resolve(schema: JsonSchema | undefined): JsonSchema {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop()!]);
    const alternative = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
    if (!schema.properties && alternative) return resolve(alternative);
    return schema;
  }

  /** A plausible value for a schema (or for a field known by name). */
  function plausible(schema: JsonSchema | undefined, name?: string): unknown {
    if (name !== undefined && name in known) return known[name];
    const resolved = resolve(schema);
    if (resolved.enum?.length) return resolved.enum[0];
    const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
    if (type === "integer" || type === "number") return 1;
    if (type === "boolean") return true;
    if (type === "array") return [];
    if (type === "object" || resolved.properties) {
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    }
    return "x";
  }

  /** Every operation of the document (GET, POST, PUT, PATCH, DELETE). */
  function operations(): WalkedOperation[] {
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
  }

  /** The operation's body: its content type, a plausible body and how to encode a body for that type. */
  function body(operation: Operation) {
    const content = operation.requestBody?.content ?? {};
    const contentType = Object.keys(content)[0];
    const schema = contentType ? resolve(content[contentType]!.schema) : undefined;
    const value = schema ? (plausible(schema) as Record<string, unknown>) : undefined;
    const encode = (payload: unknown) =>
      contentType === "application/x-www-form-urlencoded"
        ? new URLSearchParams(
            Object.entries(payload as Record<string, unknown>).map(([key, field]): [string, string] => [
              key,
              String(field),
            ]),
          ).toString()
        : JSON.stringify(payload);
    return { contentType, value, encode };
  }

  /** The required query parameters with plausible values. */
  function requiredQuery(operation: Operation): Record<string, string> {
    return Object.fromEntries(
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "query" && parameter.required)
        .map((parameter) => [parameter.name, String(plausible(parameter.schema, parameter.name))]),
    );
  }

  return { resolve, plausible, operations, body, requiredQuery };
}

/** The path with its `{name}` parameters filled in (encoded) and the query appended. */
export function fillPath(path: string, values: Record<string, string>, query: Record<string, string> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "x"));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}
