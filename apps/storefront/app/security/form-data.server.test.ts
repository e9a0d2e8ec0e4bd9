import { describe, expect, it } from "vitest";
import { readFormData } from "./form-data.server";

const URL = "http://shop.test/en/login";

async function refusal(request: Request): Promise<{ status: number; text: string }> {
  try {
    await readFormData(request);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("the body was accepted");
}

describe("reading a posted form", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = await readFormData(
      new Request(URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
        body: "email=a%40example.com&password=x",
      }),
    );
    expect(encoded.get("email")).toBe("a@example.com");
    const multipart = new FormData();
    multipart.set("email", "b@example.com");
    expect((await readFormData(new Request(URL, { method: "POST", body: multipart }))).get("email")).toBe(
      "b@example.com",
    );
  });

  it("answers 415 to a JSON body, plain text or no content type", async () => {
    for (const contentType of ["application/json", "text/plain", undefined]) {
      const request = new Request(URL, {
        method: "POST",
        headers: contentType ? { "Content-Type": contentType } : {},
        body: JSON.stringify({ email: "a@example.com" }),
      });
      if (!contentType) request.headers.delete("Content-Type");
      expect((await refusal(request)).status, String(contentType)).toBe(415);
    }
  });

  it("answers 400 to a malformed multipart body", async () => {
    const request = new Request(URL, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\ntruncated',
    });
    expect(await refusal(request)).toEqual({ status: 400, text: "The form could not be read." });
  });
});
