/** Social sign-in: a provider's ID token exchanged for our tokens. (The sandbox provider is wired by buildApp.) */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { IdTokenVerifier } from "./id-token-verifier.js";
import { SocialSignIn } from "./social-sign-in.js";
import { socialRoutes } from "./social-routes.js";

export function socialModule(deps: Pick<Infrastructure, "db" | "config" | "limiter" | "logger" | "tokens">): ApiModule {
  const socialSignIn = new SocialSignIn(
    deps.db,
    new IdTokenVerifier(deps.config.social.providers),
    deps.limiter,
    deps.logger,
  );
  return {
    name: "social",
    registerOcc: async (occ) => {
      await occ.register(socialRoutes(deps.tokens, socialSignIn));
    },
  };
}
