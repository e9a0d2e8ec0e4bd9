/**
 * The production file storage: any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) over its REST API,
 * requests signed with AWS Signature V4 by `aws4fetch` (small, no dependencies, uses the platform's fetch).
 * Path-style URLs (`{endpoint}/{bucket}/{key}`) work with every S3-compatible service.
 */
import { AwsClient } from "aws4fetch";
import { assertStorageKey, type FileStorage, type StoredFile } from "./file-storage.js";

export interface S3StorageConfig {
  /** e.g. https://s3.me-central-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (e.g. `dukkan/`), empty for none. */
  prefix: string;
}

export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), {
      method: "PUT",
      // A copy backed by a plain ArrayBuffer: what fetch accepts as a body.
      body: new Uint8Array(bytes),
      headers: { "content-type": contentType },
    });
    await expectOk(response, "PUT", key);
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.client.fetch(this.urlOf(key), { method: "GET" });
    if (response.status === 404) return null;
    await expectOk(response, "GET", key);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: "DELETE" });
    if (response.status !== 404) await expectOk(response, "DELETE", key);
  }

  private urlOf(key: string): string {
    assertStorageKey(key);
    const path = `${this.config.prefix}${key}`.split("/").map(encodeURIComponent).join("/");
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${path}`;
  }
}

async function expectOk(response: Response, method: string, key: string): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()).slice(0, 300);
  throw new Error(`File storage ${method} ${key} failed: ${response.status} ${body}`);
}
