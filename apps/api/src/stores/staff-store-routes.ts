/**
 * Staff store routes under /admin/v1 (owner and merchandiser): list the stores, read one, create one, replace one.
 * Every write records its audit row in the same transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { asc, eq } from "drizzle-orm";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffStore,
  StaffStoreCreate,
  StaffStoreInput,
  StaffStoreList,
  StaffStoreParams,
  type StaffStore as StaffStoreShape,
} from "@dukkan/staff-api";
import type { z } from "zod";
import type { Database } from "../db/client.js";
import { openingHours, pointsOfService, regions } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { loadStoreRecords, type StoreRecord } from "./points-of-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };
const TAGS = ["Staff stores"];

const storeNotFound = (name: string) =>
  new OccHttpError(404, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: name,
      subjectType: "store",
      message: "Store not found",
    },
  ]);

/** Stored times are 'HH:MM:SS'; staff read and write 'HH:MM'. */
const hourMinute = (time: string | null) => (time ? time.slice(0, 5) : null);

function staffStoreView({ store, days }: StoreRecord): StaffStoreShape {
  return {
    name: store.name,
    displayName: store.displayName,
    regionIsocode: store.regionIsocode,
    line1: store.line1,
    line2: store.line2,
    town: store.town,
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
    position: store.position,
    openingHours: days.map((day) => ({
      weekday: day.weekday,
      closed: day.closed,
      opens: day.closed ? null : hourMinute(day.opens),
      closes: day.closed ? null : hourMinute(day.closes),
    })),
  };
}

const bilingual = (text: { en?: string | undefined; ar?: string | undefined }) =>
  text.en ? { en: text.en, ...(text.ar ? { ar: text.ar } : {}) } : null;

/** The row values of a store input (the storefront falls back to English for an empty Arabic text). */
function storeColumns(input: z.output<typeof StaffStoreInput>) {
  return {
    displayName: bilingual(input.displayName)!,
    regionIsocode: input.regionIsocode,
    line1: bilingual(input.line1)!,
    line2: input.line2 ? bilingual(input.line2) : null,
    town: bilingual(input.town)!,
    phone: input.phone || null,
    email: input.email || null,
    latitude: input.latitude,
    longitude: input.longitude,
    position: input.position,
  };
}

export function staffStoreRoutes(deps: { db: Database; guards: StaffGuards }): FastifyPluginAsyncZod {
  const { db, guards } = deps;
  const allowed = guards.require("merchandiser");

  const regionList = () =>
    db.select({ isocode: regions.isocode, name: regions.name }).from(regions).orderBy(asc(regions.position));
  const existing = async (name: string) => {
    const [record] = await loadStoreRecords(db, eq(pointsOfService.name, name));
    if (!record) throw storeNotFound(name);
    return staffStoreView(record);
  };
  const assertRegion = async (isocode: string) => {
    const known = await db.select({ isocode: regions.isocode }).from(regions).where(eq(regions.isocode, isocode));
    if (known.length === 0) {
      throw new OccHttpError(400, [
        {
          type: "ValidationError",
          reason: "invalid",
          subject: "regionIsocode",
          subjectType: "field",
          message: "Unknown emirate",
        },
      ]);
    }
  };
  /** Writes the week of opening hours anew (seven rows). */
  const replaceHours = async (
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    name: string,
    days: z.output<typeof StaffStoreInput>["openingHours"],
  ) => {
    await tx.delete(openingHours).where(eq(openingHours.posName, name));
    await tx.insert(openingHours).values(
      days.map((day) => ({
        posName: name,
        weekday: day.weekday,
        closed: day.closed,
        opens: day.closed ? null : day.opens,
        closes: day.closed ? null : day.closes,
      })),
    );
  };
  const audit = (action: string, name: string) => ({ action, targetType: "store", targetId: name });

  return async (app) => {
    app.get(
      "/stores",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The shop's stores, in the storefront's order, and the emirates a store may be in",
          response: { 200: StaffStoreList, ...errors },
        },
      },
      async () => ({
        stores: (await loadStoreRecords(db, undefined)).map(staffStoreView),
        regions: await regionList(),
      }),
    );

    app.get(
      "/stores/:name",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One store",
          params: StaffStoreParams,
          response: { 200: StaffStore, ...errors },
        },
      },
      async (request) => existing(request.params.name),
    );

    app.post(
      "/stores",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Open a new store (it shows in the store finder and as a pick-up point at once)",
          description: "`name` is the store's permanent id. 400 DuplicateStoreError when a store has that name.",
          body: StaffStoreCreate,
          response: { 201: StaffStore, ...errors },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await assertRegion(input.regionIsocode);
        await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(pointsOfService)
            .values({ name: input.name, ...storeColumns(input) })
            .onConflictDoNothing()
            .returning({ name: pointsOfService.name });
          if (inserted.length === 0) {
            throw new OccHttpError(400, [
              {
                type: "DuplicateStoreError",
                reason: "duplicate",
                subject: input.name,
                subjectType: "store",
                message: "A store with this name exists",
              },
            ]);
          }
          await replaceHours(tx, input.name, input.openingHours);
          await recordAudit(tx, request.staffContext, audit("store.create", input.name));
        });
        return reply.status(201).send(await existing(input.name));
      },
    );

    app.put(
      "/stores/:name",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a store's texts, emirate, contact, position and opening hours",
          params: StaffStoreParams,
          body: StaffStoreInput,
          response: { 200: StaffStore, ...errors },
        },
      },
      async (request) => {
        const { name } = request.params;
        await assertRegion(request.body.regionIsocode);
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(pointsOfService)
            .set(storeColumns(request.body))
            .where(eq(pointsOfService.name, name))
            .returning({ name: pointsOfService.name });
          if (updated.length === 0) throw storeNotFound(name);
          await replaceHours(tx, name, request.body.openingHours);
          await recordAudit(tx, request.staffContext, audit("store.update", name));
        });
        return existing(name);
      },
    );
  };
}
