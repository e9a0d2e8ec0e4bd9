/**
 * File storage configuration (decision 0039). FILE_STORAGE=local (the default) keeps files in DATA_DIR/files;
 * FILE_STORAGE=s3 uses an S3-compatible bucket: FILE_S3_ENDPOINT, FILE_S3_BUCKET, FILE_S3_REGION,
 * FILE_S3_ACCESS_KEY_ID, FILE_S3_SECRET_ACCESS_KEY and optionally FILE_S3_PREFIX.
 */
import { join } from "node:path";
import { z } from "zod";
import type { FileStorage } from "./file-storage.js";
import { LocalFileStorage } from "./local-file-storage.js";
import { S3FileStorage, type S3StorageConfig } from "./s3-file-storage.js";

export type FileStorageConfig = { adapter: "local"; root: string } | ({ adapter: "s3" } & S3StorageConfig);

const FileEnv = z.object({
  FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** The local adapter's folder (default: `files` in DATA_DIR). */
  FILE_STORAGE_DIR: z.string().trim().min(1).optional(),
  FILE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  FILE_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  FILE_S3_REGION: z.string().trim().min(1).default("auto"),
  FILE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  FILE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILE_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([a-z0-9][a-z0-9_.-]*\/)*$/i, "must be empty or folder names each ending with /")
    .default(""),
});

const S3_REQUIRED = ["FILE_S3_ENDPOINT", "FILE_S3_BUCKET", "FILE_S3_ACCESS_KEY_ID", "FILE_S3_SECRET_ACCESS_KEY"];

export function loadFileStorageConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): { config: FileStorageConfig; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(FileEnv.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const localDefault: FileStorageConfig = { adapter: "local", root: join(dataDir, "files") };
  const parsed = FileEnv.safeParse(given);
  if (!parsed.success) {
    return {
      config: localDefault,
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    };
  }
  const vars = parsed.data;
  if (vars.FILE_STORAGE === "local") {
    return { config: { adapter: "local", root: vars.FILE_STORAGE_DIR ?? localDefault.root }, problems: [] };
  }
  const missing = S3_REQUIRED.filter((name) => !given[name]);
  if (missing.length > 0) {
    return { config: localDefault, problems: [`${missing.join(", ")} required when FILE_STORAGE=s3`] };
  }
  return {
    config: {
      adapter: "s3",
      endpoint: vars.FILE_S3_ENDPOINT!,
      bucket: vars.FILE_S3_BUCKET!,
      region: vars.FILE_S3_REGION,
      accessKeyId: vars.FILE_S3_ACCESS_KEY_ID!,
      secretAccessKey: vars.FILE_S3_SECRET_ACCESS_KEY!,
      prefix: vars.FILE_S3_PREFIX,
    },
    problems: [],
  };
}

export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.adapter === "local") return new LocalFileStorage(config.root);
  const { adapter: _adapter, ...s3 } = config;
  return new S3FileStorage(s3);
}
