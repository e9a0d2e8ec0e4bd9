import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Page } from "@dukkan/occ";
import { StaffPreviewLink } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertCatalogFixtures, insertCmsFixtures, TEST_NOW } from "../../test/fixtures.js";
import { auditLog, cmsPages } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { CmsPreviewLinks, PREVIEW_LINK_VALID_SECONDS } from "./preview-links.js";

const BASE = "/occ/v2/dukkan";

describe("preview link signatures", () => {
  const links = new CmsPreviewLinks("a-secret-of-at-least-thirty-two-chars");
  const now = new Date("2026-03-01T10:00:00.500Z");

  it("holds for its page until an hour later", () => {
    const link = links.issue("summerSale", now);
    expect(link.expiresAt.toISOString()).toBe("2026-03-01T11:00:00.000Z");
    expect(link.expires).toBe(Date.parse("2026-03-01T11:00:00Z") / 1000);
    expect(links.verify("summerSale", link.expires, link.signature, new Date("2026-03-01T10:59:59Z"))).toEqual({
      ok: true,
    });
    expect(links.verify("summerSale", link.expires, link.signature, new Date("2026-03-01T11:00:00Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("cannot be moved to another page, a later expiry or another shop's key", () => {
    const link = links.issue("summerSale", now);
    const refused = { ok: false, reason: "invalidSignature" };
    expect(links.verify("aboutus", link.expires, link.signature, now)).toEqual(refused);
    expect(links.verify("summerSale", link.expires + 3600, link.signature, now)).toEqual(refused);
    const lastCharacter = link.signature.endsWith("A") ? "B" : "A";
    expect(links.verify("summerSale", link.expires, `${link.signature.slice(0, -1)}${lastCharacter}`, now)).toEqual(
      refused,
    );
    expect(links.verify("summerSale", link.expires, "", now)).toEqual(refused);
    const otherShop = new CmsPreviewLinks("another-secret-of-at-least-thirty-two");
    expect(otherShop.verify("summerSale", link.expires, link.signature, now)).toEqual(refused);
  });
});

describe("content page drafts and previews", () => {
  let t: TestApp;
  let clock = TEST_NOW;

  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      seed: async (db) => {
        await insertCatalogFixtures(db);
        await insertCmsFixtures(db);
        await db.insert(cmsPages).values({
          uid: "winterSaleDraft",
          typeCode: "ContentPage",
          label: "/winter-sale",
          template: "ContentPage1Template",
          name: "Winter sale (draft)",
          title: { en: "Winter sale", ar: "تخفيضات الشتاء" },
          published: false,
        });
      },
    });
  });
  afterAll(() => t.close());

  async function previewLink(language: "en" | "ar" = "en", pageId = "winterSaleDraft") {
    const response = await t.app.inject({
      method: "POST",
      url: `/admin/v1/cms/pages/${pageId}/preview-link`,
      headers: await staffAuthHeader(t, "merchandiser"),
      payload: { language },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("hides a draft from shoppers: by label and by id it is not found", async () => {
    const byLabel = await t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=/winter-sale`);
    expect(byLabel.statusCode).toBe(404);
    const byId = await t.app.inject(`${BASE}/cms/pages/winterSaleDraft`);
    expect(byId.statusCode).toBe(404);
  });

  it("staff make a link to the storefront's cx-preview route that opens the draft, never cached or indexed", async () => {
    const { status, body } = await previewLink("ar");
    expect(status).toBe(200);
    const link = StaffPreviewLink.parse(body);
    expect(link).toMatchObject({ pageId: "winterSaleDraft", published: false });
    expect(link.expiresAt).toBe(new Date(TEST_NOW.getTime() + PREVIEW_LINK_VALID_SECONDS * 1000).toISOString());
    const url = new URL(link.url);
    expect(url.pathname).toBe("/ar/cx-preview");
    expect(url.searchParams.get("pageId")).toBe("winterSaleDraft");

    const preview = await t.app.inject(
      `${BASE}/cms/previews/winterSaleDraft?lang=ar&expires=${url.searchParams.get("expires")}&signature=${url.searchParams.get("signature")}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(Page.parse(preview.json())).toMatchObject({ uid: "winterSaleDraft", title: "تخفيضات الشتاء" });

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "cms.preview-link"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "cms.preview-link", targetType: "cmsPage", targetId: "winterSaleDraft" });
  });

  it("answers 403 for an altered link and for an expired one, saying which", async () => {
    const url = new URL(StaffPreviewLink.parse((await previewLink()).body).url);
    const expires = url.searchParams.get("expires")!;
    const signature = url.searchParams.get("signature")!;

    const altered = await t.app.inject(`${BASE}/cms/previews/aboutus?expires=${expires}&signature=${signature}`);
    expect(altered.statusCode).toBe(403);
    expect(altered.json()).toEqual({
      errors: [
        {
          type: "ForbiddenError",
          reason: "invalidSignature",
          subject: "aboutus",
          subjectType: "previewLink",
          message: "This is not a valid preview link",
        },
      ],
    });

    clock = new Date(Number(expires) * 1000 + 1000);
    try {
      const late = await t.app.inject(`${BASE}/cms/previews/winterSaleDraft?expires=${expires}&signature=${signature}`);
      expect(late.statusCode).toBe(403);
      expect(late.json().errors[0]).toMatchObject({ reason: "expired" });
    } finally {
      clock = TEST_NOW;
    }

    const missing = await t.app.inject(`${BASE}/cms/previews/winterSaleDraft?expires=${expires}`);
    expect(missing.statusCode).toBe(400);
  });

  it("makes links only for pages that exist, and only for the roles that edit content", async () => {
    expect((await previewLink("en", "noSuchPage")).status).toBe(404);
    const support = await t.app.inject({
      method: "POST",
      url: "/admin/v1/cms/pages/winterSaleDraft/preview-link",
      headers: await staffAuthHeader(t, "support"),
      payload: {},
    });
    expect(support.statusCode).toBe(403);
  });

  it("shows a published page through a link too (staff preview what shoppers see)", async () => {
    const url = new URL(StaffPreviewLink.parse((await previewLink("en", "homepage")).body).url);
    const preview = await t.app.inject(
      `${BASE}/cms/previews/homepage?expires=${url.searchParams.get("expires")}&signature=${url.searchParams.get("signature")}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ uid: "homepage", label: "homepage" });
  });
});
