/**
 * The files the relay routes hand on: fetched from the API with the customer's token, the tax invoice's
 * displayUrl followed only on the API itself. The API is a stand-in here (its own tests cover the endpoints).
 */
import { describe, expect, it } from "vitest";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { serveStandInApi } from "../../occ/stand-in-api.server";
import { fetchApiFile, invoicePdfUrl, taxInvoiceUrl, type CustomerContext } from "./order-amend.server";

const PDF = Buffer.from("%PDF-1.7 credit note");
let displayUrl = "users/current/orders/00000042/invoices/tax/pdf?token=abc";

serveStandInApi((request, response) => {
  const url = new URL(request.url ?? "/", "http://api");
  if (request.headers.authorization !== "Bearer token-of-amal") {
    response.writeHead(401, { "Content-Type": "application/json" }).end('{"errors":[{"type":"InvalidTokenError"}]}');
    return;
  }
  if (url.pathname.endsWith("/orders/00000042/invoices/tax/download")) {
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ displayUrl }));
    return;
  }
  if (url.pathname.endsWith("/orders/00000042/invoices/00000042-C1/download")) {
    response.writeHead(200, { "Content-Type": "application/pdf" }).end(PDF);
    return;
  }
  response.writeHead(404, { "Content-Type": "application/json" }).end('{"errors":[{"type":"UnknownResourceError"}]}');
});

const amal: CustomerContext = { lang: "en", accessToken: "token-of-amal" };

describe("files from the API", () => {
  it("fetches an invoice PDF with the customer's token", async () => {
    const response = await fetchApiFile(invoicePdfUrl("00000042", "00000042-C1", amal), amal);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
  });

  it("turns a refusal into the OCC error the routes handle, and a refused token into an ended session", async () => {
    await expect(fetchApiFile(invoicePdfUrl("00000042", "unknown", amal), amal)).rejects.toMatchObject({
      status: 404,
    });
    const stranger = { ...amal, accessToken: "someone-else" };
    await expect(fetchApiFile(invoicePdfUrl("00000042", "00000042-C1", stranger), stranger)).rejects.toBeInstanceOf(
      SessionEndedError,
    );
  });

  it("reads the tax invoice's address relative to the OCC base, or as a path on the API", async () => {
    displayUrl = "users/current/orders/00000042/invoices/tax/pdf?token=abc";
    const relative = await taxInvoiceUrl("00000042", amal);
    expect(`${relative.pathname}${relative.search}`).toBe(
      "/occ/v2/dukkan/users/current/orders/00000042/invoices/tax/pdf?token=abc",
    );
    expect(relative.origin).toBe(process.env.API_URL);
    displayUrl = "/occ/v2/dukkan/users/current/orders/00000042/invoices/tax/pdf";
    expect((await taxInvoiceUrl("00000042", amal)).pathname).toBe(
      "/occ/v2/dukkan/users/current/orders/00000042/invoices/tax/pdf",
    );
  });

  it("never sends the customer's token to another host", async () => {
    for (const elsewhere of [
      "https://attacker.example/invoice.pdf",
      "//attacker.example/invoice.pdf",
      "\\\\attacker.example/x.pdf",
    ]) {
      displayUrl = elsewhere;
      await expect(taxInvoiceUrl("00000042", amal)).rejects.toBeInstanceOf(OccRequestError);
    }
  });
});
