import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertCatalogFixtures, PNG_PIXEL_BASE64, SVG_DRAWING } from "../../test/fixtures.js";
import { sizeSvg } from "./media-service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

describe("GET /medias/{code}", () => {
  it("serves the stored bytes with their type, a strong ETag and a year of immutable caching", async () => {
    const response = await t.app.inject("/medias/cup-side");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.equals(Buffer.from(PNG_PIXEL_BASE64, "base64"))).toBe(true);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
  });

  it("answers 304 when the ETag matches", async () => {
    const { headers } = await t.app.inject("/medias/cup-side");
    const again = await t.app.inject({ url: "/medias/cup-side", headers: { "if-none-match": headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("sizes SVG drawings to the requested format, keeping the aspect ratio", async () => {
    const original = await t.app.inject("/medias/cup-main");
    expect(original.body).toBe(SVG_DRAWING);
    const thumbnail = await t.app.inject("/medias/cup-main?format=thumbnail");
    expect(thumbnail.headers["content-type"]).toBe("image/svg+xml");
    expect(thumbnail.body).toContain(
      '<svg width="96" height="48" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">',
    );
    expect(thumbnail.headers.etag).not.toBe(original.headers.etag);
    const zoom = await t.app.inject("/medias/cup-main?format=zoom");
    expect(zoom.body).toContain('width="1200" height="600"');
  });

  it("answers unknown and malformed codes with the OCC envelope", async () => {
    const unknown = await t.app.inject("/medias/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({
      type: "UnknownIdentifierError",
      subjectType: "media",
      subject: "nope",
    });
    const malformed = await t.app.inject(`/medias/${encodeURIComponent("../etc/passwd")}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "code" });
    const badFormat = await t.app.inject("/medias/cup-main?format=huge");
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors[0].subject).toBe("format");
  });
});

describe("sizeSvg", () => {
  it("derives the ratio from width and height when there is no viewBox, and adds one", () => {
    expect(sizeSvg('<svg width="40" height="20"><g/></svg>', 100)).toBe(
      '<svg width="100" height="50" viewBox="0 0 40 20"><g/></svg>',
    );
  });
  it("leaves a drawing without any size untouched", () => {
    expect(sizeSvg("<svg><g/></svg>", 100)).toBe("<svg><g/></svg>");
  });
});
