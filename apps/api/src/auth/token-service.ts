/**
 * OAuth2 access tokens: opaque random strings handed to the client; the database keeps only their HMAC,
 * so reading the table does not give anyone a usable token.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { OAuthClient } from "../config.js";
import type { Database } from "../db/client.js";
import { oauthTokens } from "../db/schema.js";

export interface TokenServiceOptions {
  clients: readonly OAuthClient[];
  tokenTtlSeconds: number;
  tokenSecret: string;
}

export interface IssuedToken {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  scope: string;
}

export interface AccessTokenOwner {
  clientId: string;
  userId: string | null;
  scope: string;
  expiresAt: Date;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class TokenService {
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly options: TokenServiceOptions,
  ) {}

  /** The registered client when the id and secret match, else undefined. */
  authenticateClient(clientId: string, clientSecret: string): OAuthClient | undefined {
    const client = this.options.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return undefined;
    return sameSecret(clientSecret, client.clientSecret) ? client : undefined;
  }

  /** Issues an access token for the client (userId null: the client itself, as in client_credentials). */
  async issue(client: OAuthClient, scope: string, userId: string | null = null): Promise<IssuedToken> {
    await this.purgeExpired();
    const token = randomBytes(32).toString("base64url");
    const expiresIn = this.options.tokenTtlSeconds;
    await this.db.insert(oauthTokens).values({
      tokenHash: this.hash(token),
      clientId: client.clientId,
      userId,
      scope,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    });
    return { access_token: token, token_type: "bearer", expires_in: expiresIn, scope };
  }

  /** Who a bearer token belongs to, or undefined when it is unknown or expired. */
  async verify(token: string): Promise<AccessTokenOwner | undefined> {
    if (token.length === 0 || token.length > 200) return undefined;
    const rows = await this.db
      .select()
      .from(oauthTokens)
      .where(and(eq(oauthTokens.tokenHash, this.hash(token)), gt(oauthTokens.expiresAt, new Date())));
    const row = rows[0];
    return row ? { clientId: row.clientId, userId: row.userId, scope: row.scope, expiresAt: row.expiresAt } : undefined;
  }

  private hash(token: string): string {
    return createHmac("sha256", this.options.tokenSecret).update(token).digest("hex");
  }

  /** Deletes expired tokens now and then, so the table does not grow with every anonymous visit. */
  private async purgeExpired(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = Date.now();
    await this.db.delete(oauthTokens).where(lt(oauthTokens.expiresAt, new Date()));
  }
}
