/** The last four digits of a masked card number (************0008 → 0008), how a card is named in messages. */
export function lastFour(cardNumber: string | undefined): string {
  return (cardNumber ?? "").replace(/\D/g, "").slice(-4);
}
