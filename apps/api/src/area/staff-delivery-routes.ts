/**
 * The delivery settings for the owner under /admin/v1 (issue 19, screen 9):
 * - GET /delivery-areas: the country's emirates with their areas, fees and free-delivery thresholds;
 * - PUT /delivery-areas/{isocode} {shippingFeeFils, orderThresholdFils}: one area's fee and threshold, audited
 *   with what they were. Carts are priced from the areas table on every read, so the next cart read and every
 *   order placed from then on use the new fee.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffDeliveryArea,
  StaffDeliveryAreaParams,
  StaffDeliveryAreaUpdate,
  StaffDeliveryRegions,
} from "@dukkan/staff-api";
import type { Database } from "../db/client.js";
import { areas, regions } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const SHOP_COUNTRY = "AE";

const areaNotFound = (isocode: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: isocode.slice(0, 100),
      subjectType: "deliveryArea",
      message: `Delivery area ${isocode.slice(0, 100)} not found`,
    },
  ]);

const names = (value: { en?: string; ar?: string } | null | undefined, fallback: string) => ({
  en: value?.en ?? fallback,
  ar: value?.ar ?? value?.en ?? fallback,
});

const areaJson = (area: typeof areas.$inferSelect): StaffDeliveryArea => ({
  isocode: area.isocode,
  name: names(area.name, area.isocode),
  shippingFeeFils: area.shippingFeeFils,
  orderThresholdFils: area.orderThresholdFils,
});

export function staffDeliveryRoutes(db: Database, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/delivery-areas",
      {
        preValidation: guards.require("owner"),
        schema: {
          tags: ["Staff delivery"],
          summary: "The emirates and their delivery areas with fees and free-delivery thresholds",
          response: { 200: StaffDeliveryRegions, ...errors },
        },
      },
      async () => {
        const [regionRows, areaRows] = await Promise.all([
          db
            .select()
            .from(regions)
            .where(eq(regions.countryIsocode, SHOP_COUNTRY))
            .orderBy(asc(regions.position), asc(regions.isocode)),
          db.select().from(areas).orderBy(asc(areas.position), asc(areas.isocode)),
        ]);
        return {
          regions: regionRows.map((region) => ({
            isocode: region.isocode,
            name: names(region.name, region.isocode),
            areas: areaRows.filter((area) => area.regionIsocode === region.isocode).map(areaJson),
          })),
        };
      },
    );

    app.put(
      "/delivery-areas/:isocode",
      {
        preValidation: guards.require("owner"),
        schema: {
          tags: ["Staff delivery"],
          summary: "Set a delivery area's fee and free-delivery threshold (fils, VAT included; null = never free)",
          params: StaffDeliveryAreaParams,
          body: StaffDeliveryAreaUpdate,
          response: { 200: StaffDeliveryArea, ...errors },
        },
      },
      async (request) => {
        const { isocode } = request.params;
        const { shippingFeeFils, orderThresholdFils } = request.body;
        return db.transaction(async (tx) => {
          const [before] = await tx.select().from(areas).where(eq(areas.isocode, isocode)).for("update");
          if (!before) throw areaNotFound(isocode);
          const [after] = await tx
            .update(areas)
            .set({ shippingFeeFils, orderThresholdFils })
            .where(eq(areas.isocode, isocode))
            .returning();
          await recordAudit(tx as unknown as Database, request.staffContext, {
            action: "delivery.area.update",
            targetType: "deliveryArea",
            targetId: isocode,
            details: {
              before: { shippingFeeFils: before.shippingFeeFils, orderThresholdFils: before.orderThresholdFils },
              after: { shippingFeeFils, orderThresholdFils },
            },
          });
          return areaJson(after!);
        });
      },
    );
  };
}
