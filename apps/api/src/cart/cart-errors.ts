/**
 * The cart's OCC errors (400 with the envelope). Messages are the texts of shopping spec §8 where it names
 * one, so the storefront can show `errors[0].message` as it is.
 */
import { OccHttpError } from "../occ/errors.js";

/** An unknown cart id and another owner's cart answer alike, so ids cannot be probed. */
export const cartNotFound = (cartId: string) =>
  new OccHttpError(400, [
    {
      type: "CartError",
      reason: "notFound",
      subject: cartId.slice(0, 100),
      subjectType: "cart",
      message: "Cart not found.",
    },
  ]);

export const cartEntryNotFound = (entryNumber: number) =>
  new OccHttpError(400, [
    {
      type: "CartEntryError",
      reason: "notFound",
      subject: String(entryNumber),
      subjectType: "entry",
      message: `Entry number ${entryNumber} was not found in the cart.`,
    },
  ]);

export const outOfStock = (name: string, code: string) =>
  new OccHttpError(400, [
    {
      type: "InsufficientStockError",
      reason: "noStock",
      subject: code,
      subjectType: "product",
      message: `${name} (#${code}) is out of stock.`,
    },
  ]);

export const maximumStockReached = (code: string) =>
  new OccHttpError(400, [
    {
      type: "InsufficientStockError",
      reason: "maxStockLevelReached",
      subject: code,
      subjectType: "product",
      message: "The maximum stock level has been reached",
    },
  ]);

export const notPurchasable = (name: string, code: string) =>
  new OccHttpError(400, [
    {
      type: "CartEntryError",
      reason: "unavailable",
      subject: code,
      subjectType: "product",
      message: `Product ${name} cannot be purchased`,
    },
  ]);

/** Kits go in as bundles (POST …/bundles with their template), never as plain entries. */
export const kitNotAddable = (code: string) =>
  new OccHttpError(400, [
    {
      type: "CartEntryError",
      reason: "kittingProduct",
      subject: code,
      subjectType: "product",
      message: "Kitting products are added to the cart as bundles",
    },
  ]);

/** A signed-in customer's token on `users/anonymous/carts…`: customers use their own cart (`users/current`). */
export const guestCartsAreForGuests = () =>
  new OccHttpError(403, [
    {
      type: "CartError",
      reason: "forbidden",
      subject: "anonymous",
      subjectType: "user",
      message: "Signed-in customers use their own cart (users/current/carts).",
    },
  ]);

export const bundleTemplateNotFound = (templateId: string) =>
  new OccHttpError(400, [
    {
      type: "CartEntryGroupError",
      reason: "notFound",
      subject: templateId.slice(0, 100),
      subjectType: "bundleTemplate",
      message: "No such bundle template for this product.",
    },
  ]);

export const entryGroupNotFound = (group: string) =>
  new OccHttpError(400, [
    {
      type: "CartEntryGroupError",
      reason: "notFound",
      subject: group.slice(0, 100),
      subjectType: "entryGroup",
      message: `Entry group ${group.slice(0, 100)} was not found in the cart.`,
    },
  ]);

export const notConfigurable = (code: string) =>
  new OccHttpError(400, [
    {
      type: "ConfigurationError",
      reason: "notConfigurable",
      subject: code,
      subjectType: "product",
      message: `Product ${code} has no text-field configurator.`,
    },
  ]);

/** Saved carts belong to signed-in customers (shopping spec §2.16). */
export const savedCartsNeedSignIn = () =>
  new OccHttpError(403, [
    {
      type: "CartError",
      reason: "forbidden",
      subject: "anonymous",
      subjectType: "user",
      message: "Sign in to use saved carts.",
    },
  ]);

export const notASavedCart = (cartId: string) =>
  new OccHttpError(400, [
    {
      type: "CartError",
      reason: "notSaved",
      subject: cartId.slice(0, 100),
      subjectType: "cart",
      message: "This cart is not a saved cart.",
    },
  ]);

export const emptyCartNotSaved = (cartId: string) =>
  new OccHttpError(400, [
    {
      type: "CartError",
      reason: "empty",
      subject: cartId.slice(0, 100),
      subjectType: "cart",
      message: "An empty cart cannot be saved.",
    },
  ]);
