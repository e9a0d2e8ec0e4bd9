/**
 * A customer's loyalty points (account spec §2.12, §7, §9; issue 21): the balance and its value, the member QR
 * code, the history; and for staff, checking a scanned member code and correcting a balance.
 */
import { asc, count, desc, eq } from "drizzle-orm";
import { CURRENCY, type Language } from "@dukkan/occ";
import type {
  LoyaltyHistoryEntry,
  LoyaltyHistoryList,
  LoyaltyHistorySort,
  LoyaltyQrCode,
  LoyaltySummary,
} from "@dukkan/occ/loyalty";
import { LOYALTY_HISTORY_SORTS } from "@dukkan/occ/loyalty";
import { toDirhams } from "@dukkan/money";
import { apiText } from "@dukkan/i18n/api";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { orderCodeOf } from "../orders/order-code.js";
import { qrCodeRefused } from "./loyalty-errors.js";
import { adjustPoints, expireLapsedPoints, pointsBalance } from "./loyalty-ledger.js";
import type { LoyaltyQrCodes } from "./loyalty-qr.js";
import { valueOfPoints, type LoyaltyRules } from "./loyalty-rules.js";
import { loyaltyEntries } from "./loyalty.tables.js";

export interface HistoryQuery {
  currentPage: number;
  pageSize: number;
  asc: boolean;
  sort: LoyaltyHistorySort;
}

/** What the cashier's verifier answers for a valid member code. */
export interface VerifiedMember {
  memberNumber: string;
  firstName: string;
  lastName: string;
  points: number;
  value: number;
  expiresAt: string;
}

type EntryRow = typeof loyaltyEntries.$inferSelect;

export class LoyaltyService {
  constructor(
    private readonly db: Database,
    readonly rules: LoyaltyRules,
    private readonly qrCodes: LoyaltyQrCodes,
    private readonly now: () => Date,
  ) {}

  /** GET users/{u}/redemption/loyalty-point: the balance and what it is worth. */
  async summary(customerUid: string): Promise<LoyaltySummary> {
    const points = await pointsBalance(this.db, customerUid);
    return { points, value: toDirhams(valueOfPoints(this.rules, points)), currency: CURRENCY };
  }

  /** GET …/loyalty-point/qr-code: a fresh signed member code and its image. */
  async qrCode(customerUid: string): Promise<LoyaltyQrCode> {
    const [customer] = await this.db
      .select({ memberNumber: customers.customerId })
      .from(customers)
      .where(eq(customers.uid, customerUid));
    const memberNumber = customer!.memberNumber;
    const { token, expiresAt } = this.qrCodes.issue(memberNumber, this.now());
    return {
      encryptedQRCode: await this.qrCodes.image(token),
      token,
      memberNumber,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** GET …/loyalty-point/histories: one page of entries, by date or by transaction number. */
  async history(customerUid: string, language: Language, query: HistoryQuery): Promise<LoyaltyHistoryList> {
    const direction = query.asc ? asc : desc;
    const order =
      query.sort === "byTransaction"
        ? [direction(loyaltyEntries.id)]
        : [direction(loyaltyEntries.createdAt), direction(loyaltyEntries.id)];
    const mine = eq(loyaltyEntries.customerUid, customerUid);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(loyaltyEntries)
        .where(mine)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(query.currentPage * query.pageSize),
      this.db.select({ n: count() }).from(loyaltyEntries).where(mine),
    ]);
    const totalResults = total?.n ?? 0;
    return {
      results: rows.map((row) => this.historyEntry(row, language)),
      sorts: LOYALTY_HISTORY_SORTS.map((code) => ({ code, selected: code === query.sort })),
      pagination: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        totalPages: Math.ceil(totalResults / query.pageSize),
        totalResults,
        sort: query.sort,
      },
    };
  }

  /**
   * The cashier's check of a scanned member code: the member it names, with their points, unless the code was
   * altered, has expired, names no customer, or is not the member the cashier expects (`memberNumber`).
   */
  async verifyQrCode(token: string, expectedMember?: string): Promise<VerifiedMember> {
    const claims = this.qrCodes.verify(token, this.now());
    if ("refused" in claims) throw qrCodeRefused(claims.refused);
    if (expectedMember !== undefined && expectedMember !== claims.memberNumber) {
      throw qrCodeRefused("The code belongs to another member.");
    }
    const [customer] = await this.db
      .select({ uid: customers.uid, firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.customerId, claims.memberNumber));
    if (!customer) throw qrCodeRefused("The code names no member.");
    const points = await pointsBalance(this.db, customer.uid);
    return {
      memberNumber: claims.memberNumber,
      firstName: customer.firstName,
      lastName: customer.lastName,
      points,
      value: toDirhams(valueOfPoints(this.rules, points)),
      expiresAt: claims.expiresAt.toISOString(),
    };
  }

  /** A staff correction in `tx` (the staff route writes its audit row in the same transaction). */
  adjust(tx: Database, customerUid: string, points: number, reason: string): Promise<number> {
    return adjustPoints(tx, this.rules, { customerUid, points, reason, at: this.now() });
  }

  /** The expiry job's run. */
  expire(): Promise<Map<string, number>> {
    return expireLapsedPoints(this.db, this.now());
  }

  private historyEntry(row: EntryRow, language: Language): LoyaltyHistoryEntry {
    const orderCode = row.orderId === null ? undefined : orderCodeOf(row.orderId);
    const orderKey = row.kind === "reverted" ? (row.points > 0 ? "revertedCredit" : "revertedDebit") : row.kind;
    const source =
      orderCode && (orderKey === "earned" || orderKey === "redeemed" || row.kind === "reverted")
        ? apiText(language, `loyalty.source.${orderKey as "earned"}` as "loyalty.source.earned", { order: orderCode })
        : apiText(language, row.kind === "expired" ? "loyalty.source.expired" : "loyalty.source.adjusted");
    return {
      transactionId: String(row.id).padStart(8, "0"),
      source,
      kind: row.kind,
      ...(orderCode ? { orderCode } : {}),
      date: row.createdAt.toISOString(),
      ...(row.expiresAt && row.points > 0 ? { expireDate: row.expiresAt.toISOString() } : {}),
      balanceUpdate: {
        points: row.points,
        value: (row.points < 0 ? -1 : 1) * toDirhams(valueOfPoints(this.rules, Math.abs(row.points))),
      },
    };
  }
}
