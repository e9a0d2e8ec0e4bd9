/**
 * OAuth2 access and refresh tokens: opaque random strings handed to the client; the database keeps only their
 * HMAC, so reading the tables does not give anyone a usable token. Refresh tokens rotate on every use; a
 * replayed (already rotated or revoked) refresh token revokes its whole family, as RFC 9700 §4.14 advises.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, ne } from "drizzle-orm";
import type { OAuthClient } from "../config.js";
import type { Database } from "../db/client.js";
import { customers, oauthRefreshTokens, oauthTokens } from "../db/tables.js";

export interface TokenServiceOptions {
  clients: readonly OAuthClient[];
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  tokenSecret: string;
}

export interface IssuedToken {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  scope: string;
  refresh_token?: string;
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

  /**
   * Issues an access token plus a refresh token for a signed-in customer (password grant, one-time code, social).
   * Without `familyId` it is a new sign-in, recorded as the customer's last one (staff see it); a refresh passes
   * its family on.
   */
  async issueForUser(client: OAuthClient, scope: string, userId: string, familyId?: string): Promise<IssuedToken> {
    if (familyId === undefined) {
      await this.db.update(customers).set({ lastSignInAt: new Date() }).where(eq(customers.uid, userId));
    }
    const issued = await this.issue(client, scope, userId);
    const refreshToken = randomBytes(32).toString("base64url");
    await this.db.insert(oauthRefreshTokens).values({
      tokenHash: this.hash(refreshToken),
      familyId: familyId ?? randomUUID(),
      clientId: client.clientId,
      userId,
      scope,
      accessTokenHash: this.hash(issued.access_token),
      expiresAt: new Date(Date.now() + this.options.refreshTokenTtlSeconds * 1000),
    });
    return { ...issued, refresh_token: refreshToken };
  }

  /**
   * Exchanges a refresh token for new tokens and retires it. Undefined when it is unknown, expired, issued to
   * another client, or already used — the last case also revokes every token of its family.
   */
  async refresh(client: OAuthClient, refreshToken: string): Promise<IssuedToken | undefined> {
    if (refreshToken.length === 0 || refreshToken.length > 200) return undefined;
    const tokenHash = this.hash(refreshToken);
    const [row] = await this.db.select().from(oauthRefreshTokens).where(eq(oauthRefreshTokens.tokenHash, tokenHash));
    if (!row || row.clientId !== client.clientId || row.expiresAt <= new Date()) return undefined;
    // Only one concurrent use can flip revoked_at from null; a loser is treated as a replay.
    const claimed = await this.db
      .update(oauthRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(oauthRefreshTokens.tokenHash, tokenHash), isNull(oauthRefreshTokens.revokedAt)))
      .returning({ tokenHash: oauthRefreshTokens.tokenHash });
    if (claimed.length === 0) {
      await this.revokeFamily(row.familyId);
      return undefined;
    }
    await this.db.delete(oauthTokens).where(eq(oauthTokens.tokenHash, row.accessTokenHash));
    return this.issueForUser(client, row.scope, row.userId, row.familyId);
  }

  /**
   * RFC 7009 revocation: an access token is deleted; a refresh token ends its whole family (and their access
   * tokens). Unknown tokens and tokens of other clients are ignored, as the RFC requires.
   */
  async revoke(client: OAuthClient, token: string): Promise<void> {
    if (token.length === 0 || token.length > 200) return;
    const tokenHash = this.hash(token);
    const [refresh] = await this.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.tokenHash, tokenHash));
    if (refresh) {
      if (refresh.clientId === client.clientId) await this.revokeFamily(refresh.familyId);
      return;
    }
    await this.db
      .delete(oauthTokens)
      .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.clientId, client.clientId)));
  }

  /** Ends every session of a customer (after a password reset). */
  async revokeAllForUser(userId: string): Promise<void> {
    await this.db.delete(oauthTokens).where(eq(oauthTokens.userId, userId));
    await this.db
      .update(oauthRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(oauthRefreshTokens.userId, userId), isNull(oauthRefreshTokens.revokedAt)));
  }

  /**
   * Ends every other session of a customer (after a password change): all their access and refresh tokens
   * except the access token that made the change and the refresh token issued with it, so the device that
   * changed the password stays signed in.
   */
  async revokeOtherSessions(userId: string, keptAccessToken: string): Promise<void> {
    const keptHash = this.hash(keptAccessToken);
    await this.db.delete(oauthTokens).where(and(eq(oauthTokens.userId, userId), ne(oauthTokens.tokenHash, keptHash)));
    await this.db
      .update(oauthRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(oauthRefreshTokens.userId, userId),
          isNull(oauthRefreshTokens.revokedAt),
          ne(oauthRefreshTokens.accessTokenHash, keptHash),
        ),
      );
  }

  private async revokeFamily(familyId: string): Promise<void> {
    const family = await this.db
      .update(oauthRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(oauthRefreshTokens.familyId, familyId))
      .returning({ accessTokenHash: oauthRefreshTokens.accessTokenHash });
    const accessHashes = family.map((row) => row.accessTokenHash);
    if (accessHashes.length > 0) await this.db.delete(oauthTokens).where(inArray(oauthTokens.tokenHash, accessHashes));
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
    await this.db.delete(oauthRefreshTokens).where(lt(oauthRefreshTokens.expiresAt, new Date()));
  }
}
