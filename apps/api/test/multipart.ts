/**
 * A `multipart/form-data` request body as a browser sends a form: text fields, then files. A file part is named as
 * the person's file was and, unless a test declares one, has no meaningful type (application/octet-stream), so the
 * API must judge it by its bytes. Files go in the `fileField` part unless they name their own.
 */
const BOUNDARY = "----dukkan-api-test-boundary";

export type TestFile = { name: string; bytes: Uint8Array | string; type?: string; field?: string };

export function multipartForm(
  fields: Record<string, string>,
  files?: TestFile | readonly TestFile[],
  fileField = "image",
): { headers: { "content-type": string }; payload: Buffer } {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files === undefined ? [] : Array.isArray(files) ? files : [files as TestFile]) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) };
}
