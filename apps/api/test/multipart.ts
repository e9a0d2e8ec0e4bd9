/**
 * A `multipart/form-data` request body as a browser sends a form with text fields and one file (the staff picture
 * uploads' shape: the file in the `image` part, named as the staff member's file was, of no declared type, so the
 * API must judge it by its bytes).
 */
const BOUNDARY = "----dukkan-api-test-boundary";

export type TestFile = { name: string; bytes: Uint8Array };

export function multipartForm(
  fields: Record<string, string>,
  file?: TestFile,
  fileField = "image",
): { headers: { "content-type": string }; payload: Buffer } {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) };
}
