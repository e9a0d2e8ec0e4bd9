import { beforeEach, describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { commitSession, getSession, type Session } from "../session/session.server";
import { withAreaDialog, withoutAreaDialog, safeReturnPath } from "./area-dialog-url";
import { areaDialogRequested, loadAreaDialogData, saveAreaChoice } from "./area-dialog.server";
import { clearGuestArea, clearRegionCache, regionIsocodeOf, requestArea, selectedArea } from "./area.server";
import { action, destinationAfterSaving } from "./delivery-area-route";

/** A stand-in for the API: the region list in both languages and one customer's saved address. */
const received: string[] = [];

const REGIONS = (lang: string) => ({
  regions: [
    {
      isocode: "AE-DU",
      countryIso: "AE",
      name: lang === "ar" ? "دبي" : "Dubai",
      areas: [
        {
          isocode: "AE-DU-MARINA",
          name: lang === "ar" ? "دبي مارينا" : "Dubai Marina",
          shippingFee: 15,
          orderThreshold: 200,
        },
        { isocode: "AE-DU-DEIRA", name: "Deira", shippingFee: 10, orderThreshold: null },
      ],
    },
    {
      isocode: "AE-SH",
      countryIso: "AE",
      name: "Sharjah",
      areas: [{ isocode: "AE-SH-CENTRAL", name: "Sharjah City", shippingFee: 20.5, orderThreshold: 300 }],
    },
  ],
});

const SAVED_ADDRESS = {
  id: "addr-1",
  firstName: "Alia",
  lastName: "Khan",
  line1: "Corniche 1",
  town: "Sharjah",
  country: { isocode: "AE", name: "United Arab Emirates" },
  region: { isocode: "AE-SH", name: "Sharjah" },
  area: { isocode: "AE-SH-CENTRAL", name: "Sharjah City" },
  phone: "971501234567",
  defaultAddress: true,
  shippingAddress: true,
  visibleInAddressBook: true,
  formattedAddress: "Corniche 1, Sharjah, Sharjah City, Sharjah, United Arab Emirates",
};

serveStandInApi((request, response) => {
  const url = new URL(request.url ?? "/", "http://x");
  received.push(`${request.method} ${url.pathname}${url.search}`);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (url.pathname.endsWith("/countries/AE/regions")) return json(200, REGIONS(url.searchParams.get("lang") ?? "en"));
  if (request.headers.authorization !== "Bearer access-1")
    return json(401, { errors: [{ type: "UnauthorizedError" }] });
  if (url.pathname.endsWith("/users/current/addresses")) return json(200, { addresses: [SAVED_ADDRESS] });
  if (url.pathname.endsWith("/users/current/addresses/addr-1")) return json(200, SAVED_ADDRESS);
  return json(400, { errors: [{ type: "UnknownIdentifierError", message: "Address not found" }] });
});

beforeEach(() => {
  clearRegionCache();
  received.length = 0;
});

async function session(values: Partial<Session["data"]> = {}): Promise<Session> {
  const fresh = await getSession(new Request("http://shop.test/"));
  for (const [key, value] of Object.entries(values)) fresh.set(key as keyof Session["data"], value as never);
  return fresh;
}

async function cookieOf(values: Partial<Session["data"]>): Promise<string> {
  return (await commitSession(await session(values))).split(";")[0]!;
}

describe("the selected area", () => {
  it("is carried by requests only when it looks like an area iso code", async () => {
    expect(requestArea(await session())).toBeUndefined();
    expect(requestArea(await session({ area: "AE-DU-MARINA" }))).toBe("AE-DU-MARINA");
    expect(requestArea(await session({ area: "x&lang=ar" }))).toBeUndefined();
    expect(regionIsocodeOf("AE-DU-MARINA")).toBe("AE-DU");
  });

  it("has its names in the page's language, fee and threshold in fils, from one cached region call", async () => {
    const chosen = await session({ area: "AE-DU-MARINA", areaRegionName: "Dubai", areaAddressId: "addr-1" });
    expect(await selectedArea(chosen, "en")).toEqual({
      isocode: "AE-DU-MARINA",
      name: "Dubai Marina",
      regionIsocode: "AE-DU",
      regionName: "Dubai",
      addressId: "addr-1",
      shippingFeeFils: 1500,
      orderThresholdFils: 20000,
    });
    expect(await selectedArea(chosen, "en")).toMatchObject({ name: "Dubai Marina" });
    expect(await selectedArea(chosen, "ar")).toMatchObject({ name: "دبي مارينا", regionName: "دبي" });
    expect(received.filter((call) => call.includes("/regions"))).toHaveLength(2);
    expect(await selectedArea(await session({ area: "AE-DU-GONE" }), "en")).toBeUndefined();
    expect(await selectedArea(await session({ area: "AE-DU-DEIRA" }), "en")).toMatchObject({
      orderThresholdFils: null,
      shippingFeeFils: 1000,
    });
  });

  it("is forgotten with its region name and address id (a guest's order, logout)", async () => {
    const chosen = await session({ area: "AE-DU-MARINA", areaRegionName: "Dubai", areaAddressId: "a", cartGuid: "g" });
    clearGuestArea(chosen);
    expect(chosen.data).toEqual({ cartGuid: "g" });
  });
});

describe("saving an area", () => {
  it("stores the area, the region's name and no address for a hand-picked area", async () => {
    const guest = await session({ areaAddressId: "old" });
    const result = await saveAreaChoice(guest, "ar", {
      regionIsocode: "AE-DU",
      areaIsocode: "AE-DU-MARINA",
      addressId: "",
    });
    expect(result).toEqual({ ok: true, areaName: "دبي مارينا" });
    expect(guest.data).toEqual({ area: "AE-DU-MARINA", areaRegionName: "دبي" });
  });

  it("refuses a missing region, an unknown area and an area outside the region", async () => {
    const guest = await session();
    expect(await saveAreaChoice(guest, "en", { regionIsocode: "", areaIsocode: "", addressId: "" })).toEqual({
      ok: false,
      error: "regionRequired",
    });
    expect(
      await saveAreaChoice(guest, "en", { regionIsocode: "AE-DU", areaIsocode: "AE-DU-NOPE", addressId: "" }),
    ).toMatchObject({ ok: false, error: "areaRequired" });
    expect(
      await saveAreaChoice(guest, "en", { regionIsocode: "AE-DU", areaIsocode: "AE-SH-CENTRAL", addressId: "" }),
    ).toMatchObject({ ok: false, error: "areaRequired" });
    expect(guest.data).toEqual({});
  });

  it("takes a saved address's area only when the address is the customer's own", async () => {
    const customer = await session({ accessToken: "access-1" });
    const picked = await saveAreaChoice(customer, "en", { regionIsocode: "", areaIsocode: "", addressId: "addr-1" });
    expect(picked).toEqual({ ok: true, areaName: "Sharjah City" });
    expect(customer.data).toMatchObject({ area: "AE-SH-CENTRAL", areaRegionName: "Sharjah", areaAddressId: "addr-1" });

    const someoneElses = await saveAreaChoice(customer, "en", {
      regionIsocode: "AE-DU",
      areaIsocode: "AE-DU-DEIRA",
      addressId: "addr-of-bob",
    });
    expect(someoneElses.ok).toBe(true);
    expect(customer.data.area).toBe("AE-DU-DEIRA");
    expect(customer.data.areaAddressId).toBeUndefined();
  });

  it("gives the dialog the regions, the customer's saved addresses and the current choice", async () => {
    const dialog = await loadAreaDialogData(
      await session({ accessToken: "access-1", area: "AE-SH-CENTRAL", areaAddressId: "addr-1" }),
      "en",
    );
    expect(dialog.signedIn).toBe(true);
    expect(dialog.regions.map((region) => region.isocode)).toEqual(["AE-DU", "AE-SH"]);
    expect(dialog.addresses).toEqual([
      {
        id: "addr-1",
        name: "Alia Khan",
        formattedAddress: SAVED_ADDRESS.formattedAddress,
        regionIsocode: "AE-SH",
        areaIsocode: "AE-SH-CENTRAL",
        defaultAddress: true,
      },
    ]);
    expect(dialog.current).toEqual({ regionIsocode: "AE-SH", areaIsocode: "AE-SH-CENTRAL", addressId: "addr-1" });
    expect(received).toContain("GET /occ/v2/dukkan/users/current/addresses?lang=en&curr=AED&area=AE-SH-CENTRAL");

    const guestDialog = await loadAreaDialogData(await session(), "en");
    expect(guestDialog).toMatchObject({ signedIn: false, addresses: [], current: null });
  });
});

describe("the delivery-area action", () => {
  function post(fields: Record<string, string>, cookie = "") {
    const request = new Request("http://shop.test/en/delivery-area", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://shop.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return action({ request, params: { lang: "en" }, context: {} } as never);
  }

  async function thrown(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("expected a redirect");
  }

  it("saves without scripts and goes back to the page without the dialog switch", async () => {
    const response = await thrown(
      post({
        regionIsocode: "AE-DU",
        areaIsocode: "AE-DU-MARINA",
        returnTo: "/en/search/cups?deliveryArea=choose&page=2",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/search/cups?page=2");
    const saved = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie")! } }),
    );
    expect(saved.data).toMatchObject({ area: "AE-DU-MARINA", areaRegionName: "Dubai" });
  });

  it("sends the shopper from a checkout step to the cart with the 'area is different' warning", async () => {
    const response = await thrown(
      post({ regionIsocode: "AE-DU", areaIsocode: "AE-DU-DEIRA", returnTo: "/en/checkout/payment-details" }),
    );
    expect(response.headers.get("Location")).toBe("/en/cart");
    const saved = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie")! } }),
    );
    expect(saved.data.notice).toEqual({ tone: "warning", key: "checkoutReview.checkAreaIsDifferent" });
  });

  it("answers scripts with JSON, and reopens the dialog on a failed plain post", async () => {
    const scripted = (await post(
      { regionIsocode: "AE-DU", areaIsocode: "AE-DU-MARINA", returnTo: "/en/product/1-cup", js: "1" },
      await cookieOf({ area: "AE-SH-CENTRAL" }),
    )) as unknown as { data: unknown };
    expect(scripted.data).toEqual({ ok: true, areaName: "Dubai Marina", destination: "stay", cartPath: "/en/cart" });

    const failed = await thrown(post({ regionIsocode: "", areaIsocode: "", returnTo: "//evil.example/" }));
    expect(failed.headers.get("Location")).toBe("/en/?deliveryArea=choose");
  });

  it("refuses forms sent from other sites", async () => {
    const request = new Request("http://shop.test/en/delivery-area", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "regionIsocode=AE-DU&areaIsocode=AE-DU-MARINA",
    });
    const response = await thrown(action({ request, params: { lang: "en" }, context: {} } as never));
    expect(response.status).toBe(403);
  });

  it("reloads ordinary pages, keeps product pages and leaves checkout for the cart", () => {
    expect(destinationAfterSaving("/en/")).toBe("reload");
    expect(destinationAfterSaving("/ar/product/12-34-cup")).toBe("stay");
    expect(destinationAfterSaving("/ar/checkout/delivery-mode")).toBe("cart");
    expect(destinationAfterSaving("/en/checkout/delivery-address/")).toBe("cart");
    expect(destinationAfterSaving("/en/checkout/review")).toBe("reload");
  });
});

describe("the dialog's URL switch", () => {
  it("opens and closes the dialog in the URL and accepts only same-site return paths", () => {
    expect(withAreaDialog("/en/cart", "?x=1")).toBe("/en/cart?x=1&deliveryArea=choose");
    expect(withoutAreaDialog("/en/cart", "?deliveryArea=choose")).toBe("/en/cart");
    expect(areaDialogRequested("http://shop.test/en/?deliveryArea=choose")).toBe(true);
    expect(areaDialogRequested("http://shop.test/en/")).toBe(false);
    expect(safeReturnPath("https://evil.example/", "/en/")).toBe("/en/");
    expect(safeReturnPath("/\\evil.example", "/en/")).toBe("/en/");
    expect(safeReturnPath("/ar/cart", "/en/")).toBe("/ar/cart");
  });
});
