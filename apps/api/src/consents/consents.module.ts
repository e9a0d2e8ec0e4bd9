/** The customer's consents: templates, give and withdraw (the marketing e-mail consent is the newsletter). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { consentRoutes } from "./consent-routes.js";
import { ConsentService } from "./consent-service.js";

export function consentsModule(deps: Pick<Infrastructure, "db" | "guards">): ApiModule {
  const consents = new ConsentService(deps.db);
  return {
    name: "consents",
    registerOcc: async (occ) => {
      await occ.register(consentRoutes(consents, deps.guards));
    },
  };
}
