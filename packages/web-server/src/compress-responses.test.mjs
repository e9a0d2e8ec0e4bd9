import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses.mjs";

/** A page streamed the way React Router's Express adapter writes one: 64 KB chunks that do not compress. */
const PAGE = randomBytes(2 * 1024 * 1024).toString("base64");
const CHUNK = 64 * 1024;

let server;
afterEach(() => server?.close());

async function servePage() {
  const app = express();
  app.use(...compressResponses);
  app.get("/", async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < PAGE.length; at += CHUNK) controller.enqueue(Buffer.from(PAGE.slice(at, at + CHUNK)));
        controller.close();
      },
    });
    await writeReadableStreamToWritable(body, res);
  });
  server = app.listen(0);
  await once(server, "listening");
  return `http://127.0.0.1:${server.address().port}/`;
}

/** The response's headers and its body as sent (still compressed): fetch would decompress it. */
async function download(url, acceptEncoding) {
  const [response] = await once(get(url, { headers: { "Accept-Encoding": acceptEncoding } }), "response");
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return { headers: response.headers, body: Buffer.concat(chunks) };
}

/** Node's warnings while `work` runs. */
async function warningsDuring(work) {
  const warnings = [];
  const record = (warning) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", record);
  try {
    await work();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", record);
  }
  return warnings;
}

describe("storefront response compression", () => {
  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])("streams a large page %s-compressed, whole, and without piling up drain listeners", async (encoding, decode) => {
    const url = await servePage();
    let sent;
    const warnings = await warningsDuring(async () => {
      sent = await download(url, encoding);
    });
    expect(sent.headers["content-encoding"]).toBe(encoding);
    expect(decode(sent.body).toString()).toBe(PAGE);
    expect(warnings.filter((warning) => warning.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });
});
