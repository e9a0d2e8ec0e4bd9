/** The file storage settings and the local adapter (decision 0039). */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { LocalFileStorage } from "./local-file-storage.js";

const base = { NODE_ENV: "test", TOKEN_SECRET: "test-token-secret-0123456789abcdef" };

describe("file storage settings", () => {
  it("keeps files in the data directory unless told otherwise", () => {
    expect(loadConfig({ ...base, DATA_DIR: "/srv/dukkan" }).files).toEqual({
      adapter: "local",
      root: join("/srv/dukkan", "files"),
    });
  });

  it("uses an S3-compatible bucket with all its settings", () => {
    const config = loadConfig({
      ...base,
      FILE_STORAGE: "s3",
      FILE_S3_ENDPOINT: "https://example.r2.cloudflarestorage.com/",
      FILE_S3_BUCKET: "dukkan-files",
      FILE_S3_ACCESS_KEY_ID: "key",
      FILE_S3_SECRET_ACCESS_KEY: "secret",
      FILE_S3_PREFIX: "shop/",
    });
    expect(config.files).toEqual({
      adapter: "s3",
      endpoint: "https://example.r2.cloudflarestorage.com",
      bucket: "dukkan-files",
      region: "auto",
      accessKeyId: "key",
      secretAccessKey: "secret",
      prefix: "shop/",
    });
  });

  it("refuses to start with FILE_STORAGE=s3 and missing settings, naming them", () => {
    expect(() => loadConfig({ ...base, FILE_STORAGE: "s3", FILE_S3_BUCKET: "dukkan-files" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, FILE_STORAGE: "s3" })).toThrow(/FILE_S3_ENDPOINT, FILE_S3_BUCKET/);
  });
});

describe("local file storage", () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "dukkan-storage-"));
    storage = new LocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stores, reads and deletes a file with its type", async () => {
    await storage.put("orders/1/abc", new Uint8Array([1, 2, 3]), "image/png");
    expect(await storage.get("orders/1/abc")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/png" });
    await storage.delete("orders/1/abc");
    expect(await storage.get("orders/1/abc")).toBeNull();
    await storage.delete("orders/1/abc");
  });

  it.each(["../outside", "orders/../../x", "/etc/passwd", "orders//x", ""])("refuses the key %j", async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toThrow(/Invalid storage key/);
  });
});
