/** Customers: registration, activation, one-time-code login, SMS verification, profile, passwords, newsletter. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { accountRoutes } from "./account-routes.js";
import { AccountService } from "./account-service.js";
import { GuestRegistration } from "./guest-registration.js";
import { SecretHasher } from "./secrets.js";
import { SmsVerification } from "./sms-verification.js";

export type AccountModule = ApiModule & { readonly accounts: AccountService };

export function accountModule(
  deps: Pick<Infrastructure, "db" | "config" | "email" | "sms" | "limiter" | "tokens" | "guards">,
): AccountModule {
  const { db, config, limiter } = deps;
  const hasher = new SecretHasher(config.oauth.tokenSecret);
  const sms = new SmsVerification(db, deps.sms, hasher, limiter);
  const accounts = new AccountService(db, deps.email, sms, hasher, limiter, config.storefrontUrl);
  return {
    name: "account",
    accounts,
    registerOcc: async (occ) => {
      await occ.register(
        accountRoutes({
          accounts,
          sms,
          tokens: deps.tokens,
          guards: deps.guards,
          guestRegistration: new GuestRegistration(db),
        }),
      );
    },
  };
}
