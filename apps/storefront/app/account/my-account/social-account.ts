/**
 * Customers who sign in through a social provider (account spec §1, §6) have no password here and their e-mail is
 * the provider's: their uid is `provider;id;email`, which a password account's uid (its e-mail) never contains.
 */
export function signsInWithSocialAccount(uid: string): boolean {
  return uid.includes(";");
}
