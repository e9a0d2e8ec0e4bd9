/**
 * The most units one cart entry (or bundle, or configured line) may be asked for. Stock and a product's
 * maxOrderQuantity lower it further; a larger ask is a mistake, not an order.
 */
export const MAX_ENTRY_QUANTITY = 9999;
