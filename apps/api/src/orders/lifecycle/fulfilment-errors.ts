/** The refusals of staff fulfilment steps that are not a plain state-machine refusal (issue 18). */
import { OccHttpError } from "../../occ/errors.js";

const illegalState = (subject: string, subjectType: string, reason: string, message: string) =>
  new OccHttpError(400, [{ type: "IllegalStateError", reason, subject, subjectType, message }]);

/** Consignments move only once staff accepted the order, and not after it was cancelled or completed. */
export const orderNotInFulfilment = (orderCode: string, status: string) =>
  illegalState(
    orderCode,
    "order",
    "orderNotInFulfilment",
    `The order ${orderCode} is ${status}; its consignments cannot move now.`,
  );

/** Tracking events belong to a consignment the carrier has (shipped or delivered). */
export const notWithCarrier = (consignmentCode: string, status: string) =>
  illegalState(
    consignmentCode,
    "consignment",
    "notWithCarrier",
    `The consignment ${consignmentCode} is ${status}; tracking events are added once it has shipped.`,
  );

/** An unknown consignment, or one of another order: answered alike. */
export const consignmentNotFound = (consignmentCode: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: consignmentCode.slice(0, 100),
      subjectType: "consignment",
      message: `Consignment ${consignmentCode.slice(0, 100)} not found in this order`,
    },
  ]);

export const unknownCarrier = (carrierCode: string) =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: "carrierCode",
      subjectType: "parameter",
      message: `Unknown carrier ${carrierCode.slice(0, 100)}.`,
    },
  ]);
