/**
 * The OAuth2 token endpoint at the root. The `TokenService` itself is shared infrastructure (every guarded
 * route checks tokens, and the account module revokes them), so this module only needs it and the accounts.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { AccountService } from "../account/account-service.js";
import { tokenRoutes } from "./token-routes.js";

export function authModule({
  tokens,
  accounts,
}: Pick<Infrastructure, "tokens"> & { accounts: AccountService }): ApiModule {
  return {
    name: "auth",
    registerRoot: async (app) => {
      await app.register(tokenRoutes(tokens, accounts));
    },
  };
}
