/**
 * OCC checkout shapes (checkout spec §3, §7.1–7.3): what the cart carries once checkout has started, delivery
 * modes, points of service, payment modes, payment details (never card data: only what the gateway reports
 * back, masked), the card-payment calls and address verification. Shared by the API (response schemas) and the
 * storefront (parsing). Money is OCC Price computed by the API from fils.
 */
import { z } from "zod";
import { Price } from "./index";
import { Address } from "./address";
import { AUTHENTICATION_STATUSES } from "./constants";
import { EMAIL_MAX_LENGTH } from "./rules";

// The checkout's plain constants live in ./constants (no zod: the storefront's browser code imports them there);
// re-exported so server code keeps importing everything checkout from here.
export {
  AUTHENTICATION_STATUSES,
  CARD_BRANDS,
  CARD_RESULT_REASONS,
  DELIVERY_MODE_CODES,
  DELIVERY_MODE_STRATEGIES,
  PAYMENT_MODE_CODES,
  type AuthenticationStatus,
} from "./constants";

export const DeliveryMode = z.object({
  code: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** Absent or value 0: 'free' (spec §2.5). */
  deliveryCost: Price.optional(),
});
export type DeliveryMode = z.infer<typeof DeliveryMode>;
export const DeliveryModeList = z.object({ deliveryModes: z.array(DeliveryMode) });
export type DeliveryModeList = z.infer<typeof DeliveryModeList>;

const Time = z.object({ hour: z.number(), minute: z.number(), formattedHour: z.string().optional() });
export const OpeningDay = z.object({
  /** Localised weekday name ('Monday' / 'الاثنين'). */
  weekDay: z.string(),
  closed: z.boolean(),
  openingTime: Time.optional(),
  closingTime: Time.optional(),
});
export const PointOfService = z.object({
  name: z.string(),
  displayName: z.string(),
  address: z.object({
    formattedAddress: z.string(),
    line1: z.string().optional(),
    line2: z.string().optional(),
    town: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    postalCode: z.string().optional(),
    area: z.object({ name: z.string() }).optional(),
    region: z.object({ isocode: z.string(), name: z.string().optional() }).optional(),
  }),
  country: z.object({ isocode: z.string(), name: z.string() }).optional(),
  geoPoint: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  openingHours: z.object({ weekDayOpeningList: z.array(OpeningDay) }).optional(),
});
export type PointOfService = z.infer<typeof PointOfService>;
export const PointOfServiceList = z.object({ pointOfServices: z.array(PointOfService) });
export type PointOfServiceList = z.infer<typeof PointOfServiceList>;

/** Spec §3 pick-up submission: POST users/{u}/carts/{c}/addresses/delivery/pos. */
export const PickUpSubmission = z.object({
  country: z.object({ isocode: z.string().trim().min(1) }),
  region: z.object({ isocode: z.string().trim().min(1, "addressForm.missingRegion") }),
  address: z.object({
    firstName: z.string().trim().min(1, "addressForm.required").max(100, "addressForm.tooLong"),
    lastName: z.string().trim().min(1, "addressForm.required").max(100, "addressForm.tooLong"),
    phone: z.string().trim().min(1, "addressForm.required").max(15, "addressForm.invalidPhone"),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  }),
  pos: z.object({ name: z.string().trim().min(1, "pickUp.storeRequired"), optionName: z.string().optional() }),
});
export type PickUpSubmission = z.infer<typeof PickUpSubmission>;

export const PaymentMode = z.object({
  code: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
});
export const PaymentModeList = z.object({ paymentModes: z.array(PaymentMode) });
export type PaymentModeList = z.infer<typeof PaymentModeList>;

/** Billing address of a payment (spec §3 Billing address form). */
export const BillingAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  postalCode: z.string().optional(),
  region: z
    .object({ isocode: z.string().optional(), isocodeShort: z.string().optional(), name: z.string().optional() })
    .optional(),
  country: z.object({ isocode: z.string(), name: z.string().optional() }),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Payment details as the API answers them: masked, as reported by the gateway; never a full number or a CVV. */
export const PaymentDetails = z.object({
  id: z.string(),
  accountHolderName: z.string().optional(),
  /** Masked: ************1234. */
  cardNumber: z.string().optional(),
  cardType: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  expiryMonth: z.string().optional(),
  expiryYear: z.string().optional(),
  defaultPayment: z.boolean().optional(),
  saved: z.boolean().optional(),
  billingAddress: BillingAddress.optional(),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;
export const PaymentDetailsList = z.object({ payments: z.array(PaymentDetails) });
export type PaymentDetailsList = z.infer<typeof PaymentDetailsList>;

/**
 * POST users/{u}/carts/{c}/paymentdetails: a new card entered in the gateway's hosted fields. The API reads the
 * (masked) card from the gateway session itself; `saved` asks it to keep a gateway token for the customer.
 */
export const NewPaymentDetails = z.object({
  sessionID: z.string().min(1).max(100),
  accountHolderName: z.string().trim().max(100).optional(),
  saved: z.boolean().default(false),
  defaultPayment: z.boolean().default(false),
  /** Absent: the delivery address is the billing address ('same as delivery'). */
  billingAddress: BillingAddress.optional(),
});
export type NewPaymentDetails = z.infer<typeof NewPaymentDetails>;

/** POST …/payment/session answer: the gateway session for the hosted fields and where its script lives. */
export const PaymentSession = z.object({
  session: z.string(),
  merchant: z.string(),
  /** The gateway's session.js (hosted fields); the storefront loads it on the payment details route. */
  scriptUrl: z.string(),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

/**
 * POST …/paymentlink answer (an assisted-service agent, decision 0085): where the link to pay the cart went and
 * the total it was sent for. `phoneNumber` only when an SMS went too (the customer's verified number).
 */
export const PaymentLinkSent = z.object({
  email: z.string(),
  phoneNumber: z.string().optional(),
  totalPrice: Price,
});
export type PaymentLinkSent = z.infer<typeof PaymentLinkSent>;

/** POST …/payment/auth/init body; newPayment: the card was entered now (not a saved card). */
export const AuthInitRequest = z.object({
  session: z.string().min(1).max(100),
  newPayment: z.boolean(),
  /** The saved card (payment details id) whose CVV was entered in session '1'. */
  paymentDetailsId: z.string().max(40).optional(),
});
/** PUT …/payment/auth/process body (spec §7.3). `data` is a JSON text of the browser's device data. */
export const AuthProcessRequest = z.object({
  session: z.string().min(1).max(100),
  device: z.object({ type: z.literal("BROWSER"), data: z.string().max(4000) }),
  /** Where the issuer's challenge returns the shopper (the storefront's validation page). */
  returnUrl: z.string().url().max(2000).optional(),
});
/** Answer of auth/init and auth/process (spec §3 Card authentication response). */
export const AuthResponse = z.object({
  status: z.enum(AUTHENTICATION_STATUSES).or(z.string()),
  /** Gateway result code, e.g. AUTHENTICATION_IN_PROGRESS or a decline reason. */
  code: z.string().optional(),
  /** HTML with a form and script to run in the page (3-DS method or the issuer's challenge). */
  redirect: z.object({ ctx: z.string() }).optional(),
  response: z.object({ session: z.object({ id: z.string() }) }).optional(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** POST …/payment/process body: the stored place-order body (spec §3). */
export const PaymentProcessRequest = z.object({
  session: z.string().min(1).max(100),
  cartId: z.string().max(100),
  /** Saved card id (saved=true) or absent for a new card. */
  id: z.string().max(40).optional(),
  saved: z.boolean().optional(),
  defaultPayment: z.boolean().optional(),
  billingAddress: BillingAddress.optional(),
  termsChecked: z.boolean().optional(),
});
export type PaymentProcessRequest = z.infer<typeof PaymentProcessRequest>;

/** Address verification (spec §4.12): users/{u}/addresses/verification. */
export const AddressValidation = z.object({
  decision: z.enum(["ACCEPT", "REJECT", "REVIEW"]),
  suggestedAddresses: z.array(Address.partial()).optional(),
  errors: z
    .object({
      errors: z.array(
        z.object({ subject: z.string().optional(), reason: z.string().optional(), message: z.string().optional() }),
      ),
    })
    .optional(),
});
export type AddressValidation = z.infer<typeof AddressValidation>;

/** A geocoding result in the maps service's shape (spec §2.7 uses types and short names). */
export const GeocodeResult = z.object({
  formatted_address: z.string(),
  types: z.array(z.string()),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })),
});
export const GeocodeAnswer = z.object({
  status: z.enum(["OK", "ZERO_RESULTS", "ERROR"]),
  results: z.array(GeocodeResult),
  /** The region (emirate) isocode the point lies in by the offline boundaries, e.g. AE-DU; absent outside AE. */
  regionIsocode: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type GeocodeAnswer = z.infer<typeof GeocodeAnswer>;
