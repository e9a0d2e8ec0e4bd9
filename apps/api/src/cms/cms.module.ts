/** CMS pages, slots, components and navigation. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { cmsRoutes } from "./cms-routes.js";
import { CmsService } from "./cms-service.js";

export function cmsModule({
  db,
  config,
  catalogVersion,
}: Pick<Infrastructure, "db" | "config" | "catalogVersion">): ApiModule {
  const cms = new CmsService(db, catalogVersion, { mediaBaseUrl: config.mediaBaseUrl });
  return {
    name: "cms",
    registerOcc: async (occ) => {
      await occ.register(cmsRoutes(cms));
    },
  };
}
