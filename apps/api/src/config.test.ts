import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to PGlite in ./.data on 127.0.0.1:4000 with the Spartacus dev client", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 4000,
      host: "127.0.0.1",
      database: { kind: "pglite", dataDir: "./.data" },
      logLevel: "info",
      mediaBaseUrl: "",
      corsOrigins: [],
      oauth: {
        clients: [{ clientId: "mobile_android", clientSecret: "secret", scope: "basic openid" }],
        tokenTtlSeconds: 43200,
      },
    });
    expect(config.oauth.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join(" ")).toContain("TOKEN_SECRET is not set");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      API_PORT: "8080",
      API_HOST: "0.0.0.0",
      DATABASE_URL: "postgres://shop:pw@db:5432/shop",
      DATABASE_POOL_SIZE: "20",
      LOG_LEVEL: "warn",
      OAUTH_CLIENT_ID: "web",
      OAUTH_CLIENT_SECRET: "long-secret",
      OAUTH_TOKEN_TTL_SECONDS: "3600",
      TOKEN_SECRET: "k".repeat(40),
      MEDIA_BASE_URL: "https://cdn.example.ae",
      CORS_ORIGINS: "https://shop.example.ae, https://www.shop.example.ae",
      OAUTH_REFRESH_TOKEN_TTL_SECONDS: "86400",
      STOREFRONT_URL: "https://shop.example.ae",
      BACKOFFICE_URL: "https://admin.shop.example.ae",
      EMAIL_ADAPTER: "smtp",
      SMTP_URL: "smtps://mailer:pw@smtp.example.ae:465",
      EMAIL_FROM: "Shop <shop@example.ae>",
      SMS_ADAPTER: "http",
      SMS_PROVIDER_URL: "https://sms.example.ae/send",
      SMS_PROVIDER_TOKEN: "sms-token",
      SMS_SENDER: "Shop",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.1",
      PAYMENT_GATEWAY_URL: "https://gateway.example.com",
      PAYMENT_MERCHANT_ID: "SHOP01",
      PAYMENT_API_PASSWORD: "gateway-api-password",
    });
    expect(config).toMatchObject({
      env: "production",
      port: 8080,
      host: "0.0.0.0",
      database: { kind: "postgres", url: "postgres://shop:pw@db:5432/shop", poolSize: 20 },
      logLevel: "warn",
      oauth: {
        clients: [{ clientId: "web", clientSecret: "long-secret" }],
        tokenTtlSeconds: 3600,
        refreshTokenTtlSeconds: 86400,
        tokenSecret: "k".repeat(40),
      },
      mediaBaseUrl: "https://cdn.example.ae",
      corsOrigins: ["https://shop.example.ae", "https://www.shop.example.ae"],
      storefrontUrl: "https://shop.example.ae",
      backofficeUrl: "https://admin.shop.example.ae",
      trustProxy: ["10.0.0.0/8", "192.168.1.1"],
      email: { adapter: "smtp", smtpUrl: "smtps://mailer:pw@smtp.example.ae:465", from: "Shop <shop@example.ae>" },
      sms: { adapter: "http", providerUrl: "https://sms.example.ae/send", providerToken: "sms-token", sender: "Shop" },
      payment: { gatewayUrl: "https://gateway.example.com", merchantId: "SHOP01", apiPassword: "gateway-api-password" },
      warnings: [],
    });
  });

  it("links e-mails to the storefront's default address, where it listens unless told otherwise", () => {
    expect(loadConfig({}).storefrontUrl).toBe("http://localhost:3000");
    const production = { NODE_ENV: "production", TOKEN_SECRET: "k".repeat(32), ALLOW_SANDBOX: "1" };
    expect(loadConfig(production).warnings.join(" ")).toContain("STOREFRONT_URL must be the shop's public https://");
  });

  it("links staff e-mails to the back office's default address, and warns on staging when it is unset", () => {
    expect(loadConfig({}).backofficeUrl).toBe("http://localhost:3001");
    const production = { NODE_ENV: "production", TOKEN_SECRET: "k".repeat(32), ALLOW_SANDBOX: "1" };
    expect(loadConfig(production).warnings.join(" ")).toContain("BACKOFFICE_URL must be the back office's public");
    expect(() => loadConfig({ BACKOFFICE_URL: "https://admin.shop.example.ae/" })).toThrow("BACKOFFICE_URL");
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", API_PORT: "", TOKEN_SECRET: "", DATA_DIR: "/var/lib/dukkan" });
    expect(config.database).toEqual({ kind: "pglite", dataDir: "/var/lib/dukkan" });
    expect(config.port).toBe(4000);
  });

  it("lists every invalid variable in one error, without echoing secrets", () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: "http",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://root:hunter2@db/shop",
        MEDIA_BASE_URL: "cdn/",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((problem) => problem.startsWith("API_PORT"))).toBe(
      'API_PORT must be a port number (1-65535) (got "http")',
    );
    expect(problems.find((problem) => problem.startsWith("LOG_LEVEL"))).toContain('(got "loud")');
    expect(problems.find((problem) => problem.startsWith("DATABASE_URL"))).toBe(
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    );
    expect((error as Error).message).not.toContain("hunter2");
    expect(problems.find((problem) => problem.startsWith("MEDIA_BASE_URL"))).toContain("without a trailing slash");
  });

  it("requires a TOKEN_SECRET of at least 32 characters in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow("TOKEN_SECRET is required when NODE_ENV=production");
    expect(() => loadConfig({ TOKEN_SECRET: "short" })).toThrow("TOKEN_SECRET must be at least 32 characters");
  });

  it("refuses a production shop on the development client secret or http links, one line per variable", () => {
    const production = {
      NODE_ENV: "production",
      TOKEN_SECRET: "k".repeat(32),
      EMAIL_ADAPTER: "smtp",
      SMTP_URL: "smtps://mailer:pw@smtp.example.ae:465",
      SMS_ADAPTER: "http",
      SMS_PROVIDER_URL: "https://sms.example.ae/send",
      SMS_PROVIDER_TOKEN: "sms-token",
      PAYMENT_GATEWAY_URL: "https://gateway.example.com",
      PAYMENT_MERCHANT_ID: "SHOP01",
      PAYMENT_API_PASSWORD: "gateway-api-password",
      STOREFRONT_URL: "http://shop.example.ae",
    };
    let error: unknown;
    try {
      loadConfig(production);
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      "OAUTH_CLIENT_SECRET is the public development default 'secret': set your own client secret",
      "STOREFRONT_URL must be the shop's public https:// address (links in e-mails point at it)",
      "BACKOFFICE_URL must be the back office's public https:// address (staff invitations point at it)",
    ]);
    const safe = {
      ...production,
      OAUTH_CLIENT_SECRET: "long-secret",
      STOREFRONT_URL: "https://shop.example.ae",
      BACKOFFICE_URL: "https://admin.shop.example.ae",
    };
    expect(loadConfig(safe).warnings).toEqual([]);
  });

  it("refuses several API processes on the embedded database, which belongs to one process", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      "DATABASE_URL is required when WEB_CONCURRENCY is above 1",
    );
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/shop" }).processes).toBe(2);
    expect(loadConfig({}).processes).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "many" })).toThrow("WEB_CONCURRENCY must be a whole number");
  });

  it("warns when staging (ALLOW_SANDBOX=1) keeps the public development client secret", () => {
    expect(
      loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "k".repeat(32), ALLOW_SANDBOX: "1" }).warnings.join(" "),
    ).toContain("OAUTH_CLIENT_SECRET");
  });

  it("refuses sandbox e-mail and SMS adapters in production unless ALLOW_SANDBOX=1", () => {
    const production = { NODE_ENV: "production", TOKEN_SECRET: "k".repeat(32) };
    expect(() => loadConfig(production)).toThrow("EMAIL_ADAPTER=sandbox is refused when NODE_ENV=production");
    expect(() => loadConfig(production)).toThrow("SMS_ADAPTER=sandbox is refused when NODE_ENV=production");
    expect(loadConfig({ ...production, ALLOW_SANDBOX: "1" }).email).toEqual({ adapter: "sandbox" });
    expect(loadConfig({}).sms).toEqual({ adapter: "sandbox" });
  });

  it("reads TRUST_PROXY as off, true or a list of proxies", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.1.2.3" }).trustProxy).toEqual(["10.1.2.3"]);
  });

  it("requires the settings of the production adapters it selects", () => {
    expect(() => loadConfig({ EMAIL_ADAPTER: "smtp" })).toThrow("SMTP_URL is required when EMAIL_ADAPTER=smtp");
    expect(() => loadConfig({ SMS_ADAPTER: "http", SMS_PROVIDER_URL: "https://sms.example.ae" })).toThrow(
      "SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN are required when SMS_ADAPTER=http",
    );
  });
});
