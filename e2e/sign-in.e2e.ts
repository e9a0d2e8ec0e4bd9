/**
 * Signing in and out: a customer registered and activated through the API (SMS code and activation
 * link read from the sandbox outbox) signs in on /en/login, is greeted in the header, and signs out;
 * then forgets the password and sets a new one through the e-mailed link.
 */
import { beforeAll, describe, expect, inject } from "vitest";
import { latestMessage, PASSWORD, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
let email: string;

beforeAll(async () => {
  // Registered as the registration page will (SMS verification, sign-up), then activated by the e-mailed link,
  // which opens the shop's login page and comes back to it (register.e2e.ts checks the one-time notice there).
  // A lower-case first name: the header greets "Hi, Samira".
  const customer = await registerThroughApi(api, shop, "samira");
  email = customer.email;
  expect(customer.activationLink.pathname).toBe("/en/login");
  expect(new URL(customer.activation.url).pathname).toBe("/en/login");
});

describe("signing in", () => {
  it("signs a customer in with e-mail and password, greets them and signs them out", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);

    await page.goto(`${shop}/en/`);
    const signInLink = page.locator("header").getByRole("link", { name: "Sign in / Register" });
    await signInLink.click();
    await page.waitForURL(/\/en\/login$/);
    expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);

    // A wrong password shows the error and keeps the e-mail address.
    await page.getByLabel("E-mail address").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("Wrong#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("The e-mail address or password is incorrect. Please try again.");
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(email.toUpperCase());
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    // Spec §4.1: the page reloads 2 s after a failed sign-in, still saying why.
    await page.waitForURL(/\/en\/login\?failed=badCredentials$/, { timeout: 5000 });
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("The e-mail address or password is incorrect. Please try again.");
    await expect.poll(() => page.locator("form button[aria-controls]").count()).toBe(1);
    await page.getByLabel("E-mail address").fill(email.toUpperCase());

    // The show/hide toggle reveals the password.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");

    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    const header = page.locator("header");
    await expect.poll(() => header.getByText("Hi, Samira").count()).toBe(1);
    expect(await header.getByRole("link", { name: "Sign in / Register" }).count()).toBe(0);
    // The tokens stay on the server: the only cookie is the sealed, HttpOnly session.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => [cookie.name, cookie.httpOnly])).toEqual([["dukkan_session", true]]);
    expect(JSON.stringify(cookies)).not.toContain(email);

    // Still signed in on the next page.
    await page.goto(`${shop}/en/aboutus`);
    await expect.poll(() => header.getByText("Hi, Samira").count()).toBe(1);

    // 'Sign out' is in the account menu the greeting opens.
    await header.getByText("Hi, Samira").click();
    await header.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en\/login$/);
    await expect.poll(() => header.getByRole("link", { name: "Sign in / Register" }).count()).toBe(1);
    expect(await header.getByText("Hi, Samira").count()).toBe(0);
    expect(await context.cookies()).toEqual([]);
    // The failed attempt answered its form with 400, as it should; nothing else may fail.
    expect(problems).toEqual(["400 /en/login.data"]);
  });

  it("signs in without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/en/login`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    expect(await page.locator("header").getByText("Hi, Samira").count()).toBe(1);
  });

  it("opens the account menu from the greeting; Escape, or following a link, closes it", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, "en", email);
    const header = page.locator("header");
    const greeting = header.locator("summary", { hasText: "Hi, Samira" });
    const accountMenu = header.getByRole("navigation", { name: "Your account" });
    await greeting.click();
    await expect.poll(() => accountMenu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => accountMenu.isVisible()).toBe(false);
    expect(await greeting.evaluate((summary) => summary === document.activeElement)).toBe(true);
    await greeting.click();
    await accountMenu.getByRole("link", { name: "Address book" }).click();
    await page.waitForURL(/\/en\/my-account\/address-book$/);
    await expect.poll(() => page.locator("main h1").innerText()).toBe("Address book");
    expect(await accountMenu.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it("opens the account menu from the person icon on an Arabic phone page without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInThroughPage(page, shop, "ar", email);
    const header = page.locator("header");
    // Phones show the person icon only; the greeting stays for screen readers.
    await header.locator("summary", { hasText: "مرحباً، Samira" }).click();
    const accountMenu = header.getByRole("navigation", { name: "حسابك" });
    // The open panel stays on the phone's screen (no sideways scrolling).
    const panel = (await accountMenu.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width);
    await accountMenu.getByRole("link", { name: "قائمة الأمنيات" }).click();
    await page.waitForURL(/\/ar\/my-account\/wishlist$/);
    expect(await page.locator("main h1").innerText()).toBe("قائمة أمنياتي");
  });

  it("answers a JSON or malformed body with a 4xx page, not a server error", async () => {
    const post = (contentType: string, body: string) =>
      fetch(`${shop}/en/login`, {
        method: "POST",
        headers: { "Content-Type": contentType, Origin: shop },
        body,
        redirect: "manual",
      });
    const json = await post("application/json", JSON.stringify({ email, password: PASSWORD }));
    expect(json.status).toBe(415);
    expect(json.headers.get("set-cookie")).toBeNull();
    const truncated = await post(
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\ntruncated',
    );
    expect(truncated.status).toBe(400);
  });

  it("refuses a sign-in posted from another site or from nowhere", async () => {
    const attempt = (headers: Record<string, string>) =>
      fetch(`${shop}/en/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ email, password: PASSWORD }),
        redirect: "manual",
      });
    // React Router itself turns away a foreign Origin (400); the shop's own check refuses the rest (403).
    const foreign = await attempt({ Origin: "https://evil.example" });
    expect([400, 403]).toContain(foreign.status);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const anonymous = await attempt({});
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    const sameSite = await attempt({ Origin: shop });
    expect(sameSite.status).toBe(302);
    expect(sameSite.headers.get("set-cookie")).toMatch(/^dukkan_session=/);
  });

  it("resets a forgotten password through the e-mailed link", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/en/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/en\/login\/forgot-password$/);
    // On a busy machine the link may load a whole new document: send the form once its scripts run.
    await hydrated(page);
    // React commits a client navigation's page a moment after the URL changes, and the login form it replaces
    // has an 'E-mail address' field too: fill the field of the form that sends the link.
    const sendLink = page.getByRole("button", { name: "Send reset link" });
    await sendLink.waitFor();
    await page.locator("form", { has: sendLink }).getByLabel("E-mail address").fill(email);
    await sendLink.click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toMatch(/we have sent it a link/);

    const link = (await latestMessage(api, email)).links.find((url) => url.includes("/login/pw/change?token="))!;
    const { pathname, search } = new URL(link);
    expect(pathname).toBe("/en/login/pw/change");
    await page.goto(`${shop}${pathname}${search}`);
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await page.getByLabel("New password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm new password").fill("weak");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect.poll(() => page.getByText("The password needs at least 6 characters").count()).toBe(1);
    const newPassword = "Tahini#2027";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL(/\/en\/login\?passwordReset$/);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toMatch(/Your password has been changed/);

    // The link works once.
    await page.goto(`${shop}${pathname}${search}`);
    await page.getByLabel("New password", { exact: true }).fill("Another#2028");
    await page.getByLabel("Confirm new password").fill("Another#2028");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/invalid or has expired/);

    await page.goto(`${shop}/en/login`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    await expect.poll(() => page.locator("header").getByText("Hi, Samira").count()).toBe(1);
    // Form answers with 400 are expected (the weak password, the used link); nothing else may fail.
    expect(problems.filter((problem) => !problem.startsWith("400 /en/login/pw/change.data"))).toEqual([]);
  });

  it("has no developer outbox page in production", async () => {
    expect((await fetch(`${shop}/en/dev/outbox`)).status).toBe(404);
  });

  it("renders the Arabic login page right to left", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const response = await page.goto(`${shop}/ar/login`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("main h1").innerText()).toBe("تسجيل الدخول");
    await page.getByLabel("البريد الإلكتروني").fill("not-an-email");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect.poll(() => page.getByText("يرجى إدخال بريد إلكتروني صحيح.").count()).toBe(1);
    expect(await page.getByText("هذا الحقل مطلوب.").count()).toBe(1);
  });
});

describe("account activation from any page (account spec §4.3)", () => {
  it("activates from whatever page the link opens, and says what happened", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const notice = page.getByTestId("global-notice");

    // An empty token: home, with the incomplete-link message (in the page's language).
    await page.goto(`${shop}/ar/search/cups?registerToken=%20`);
    expect(new URL(page.url()).pathname).toBe("/ar/");
    expect(await notice.getAttribute("role")).toBe("alert");
    expect(await notice.innerText()).toContain("رابط التفعيل غير مكتمل");

    // A token the API does not know: the login page, with its answer as information.
    await page.goto(`${shop}/en/category/food-containers?registerToken=not-a-real-token`);
    expect(new URL(page.url()).pathname).toBe("/en/login");
    expect(await notice.getAttribute("role")).toBe("status");
    expect(await notice.innerText()).toContain("This activation link is invalid.");
    // Shown once: the next page has no notice.
    await page.goto(`${shop}/en/`);
    expect(await notice.count()).toBe(0);

    // A signed-in customer cannot activate an account: home, with the spec's message, and still signed in.
    const { activationLink } = await registerThroughApi(api, shop, "Huda");
    await signInThroughPage(page, shop, "en", (await registerThroughApi(api, shop, "Mariam")).email);
    await page.goto(`${shop}/en/search/cups${activationLink.search}`);
    expect(new URL(page.url()).pathname).toBe("/en/");
    expect(await notice.innerText()).toContain("You are already signed in.");
    expect(await page.locator("header").getByText("Hi, Mariam").count()).toBe(1);

    expect(problems).toEqual([]);
  });
});

describe("signing out (issue 17 item 9)", () => {
  it("only shows a confirmation page on GET; its form signs out", async ({ browser }) => {
    const customer = await registerThroughApi(api, shop, "Layla");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const header = page.locator("header");
    await signInThroughPage(page, shop, "en", customer.email);
    // A link from anywhere (another site included) only reaches the confirmation page.
    for (const path of ["/en/logout", "/logout", "/en/my-account/logout"]) {
      const response = await page.goto(`${shop}${path}`);
      expect(response!.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/en/logout");
      expect(await page.locator("main h1").innerText()).toBe("Sign out");
      expect(await header.getByText("Hi, Layla").count()).toBe(1);
    }
    await page.goto(`${shop}/en/cart`);
    expect(await header.getByText("Hi, Layla").count()).toBe(1);

    // A form posted from another site is refused.
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const foreign = await fetch(`${shop}/en/logout`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Origin: "https://evil.example",
      },
      body: "",
      redirect: "manual",
    });
    expect([400, 403]).toContain(foreign.status);
    await page.goto(`${shop}/en/`);
    expect(await header.getByText("Hi, Layla").count()).toBe(1);

    await page.goto(`${shop}/en/logout`);
    await page.locator("main").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en\/login$/);
    await expect.poll(() => header.getByRole("link", { name: "Sign in / Register" }).count()).toBe(1);
    expect(await context.cookies()).toEqual([]);
  });

  it("shows the confirmation page in Arabic; a visitor who is not signed in goes to sign-in", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${shop}/ar/logout`);
    await page.waitForURL(/\/ar\/login$/);

    const customer = await registerThroughApi(api, shop, "Layla");
    await signInThroughPage(page, shop, "ar", customer.email);
    await page.goto(`${shop}/ar/logout`);
    expect(await page.locator("main h1").innerText()).toBe("تسجيل الخروج");
    expect(await page.locator("main").getByRole("button", { name: "تسجيل الخروج" }).count()).toBe(1);
  });
});

describe("a sign-in ended elsewhere (issue 17 item 5)", () => {
  /** Changes the password through the API in another session, which ends every other session of the customer. */
  async function changePasswordElsewhere(customerEmail: string, from: string, to: string): Promise<void> {
    const token = await fetch(`${api}/authorizationserver/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "mobile_android",
        client_secret: "secret",
        username: customerEmail,
        password: from,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const changed = await fetch(
      `${api}/occ/v2/dukkan/users/current/password?${new URLSearchParams({ old: from, new: to })}`,
      { method: "PUT", headers: { Authorization: `Bearer ${access_token}` } },
    );
    expect(changed.status).toBe(202);
  }

  it("makes the shopper a guest with a notice on the cart and the account pages, not an error", async ({ browser }) => {
    const customer = await registerThroughApi(api, shop, "Rania");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const header = page.locator("header");
    const notice = page.getByTestId("global-notice");
    const endedText = "You were signed out because your sign-in ended on another device or expired.";

    await signInThroughPage(page, shop, "en", customer.email);
    await expect.poll(() => header.getByText("Hi, Rania").count()).toBe(1);
    await changePasswordElsewhere(customer.email, PASSWORD, "Changed#2026");
    const cart = await page.goto(`${shop}/en/cart`);
    expect(cart!.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/en/cart");
    await expect.poll(() => notice.innerText()).toContain(endedText);
    expect(await header.getByRole("link", { name: "Sign in / Register" }).count()).toBe(1);
    // The notice is shown once.
    await page.reload();
    expect(await notice.count()).toBe(0);

    await signInThroughPage(page, shop, "en", customer.email, "Changed#2026");
    await changePasswordElsewhere(customer.email, "Changed#2026", PASSWORD);
    const profile = await page.goto(`${shop}/en/my-account/update-profile`);
    expect(profile!.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/en/login");
    await expect.poll(() => notice.innerText()).toContain(endedText);
    expect(await header.getByText("Hi, Rania").count()).toBe(0);
  });
});
