/** CMS pages, slots, components and navigation; signed preview links for staff (decision 0070). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { cmsRoutes } from "./cms-routes.js";
import { CmsService } from "./cms-service.js";
import { CmsPreviewLinks } from "./preview-links.js";
import { staffCmsRoutes } from "./staff-cms-routes.js";

export function cmsModule({
  db,
  config,
  catalogVersion,
  now,
  staffGuards,
}: Pick<Infrastructure, "db" | "config" | "catalogVersion" | "now"> & { staffGuards: StaffGuards }): ApiModule {
  const cms = new CmsService(db, catalogVersion, { mediaBaseUrl: config.mediaBaseUrl });
  const previews = new CmsPreviewLinks(config.oauth.tokenSecret);
  return {
    name: "cms",
    registerOcc: async (occ) => {
      await occ.register(cmsRoutes(cms, previews));
    },
    registerRoot: async (app) => {
      await app.register(
        staffCmsRoutes({
          db,
          guards: staffGuards,
          previews,
          storefrontUrl: config.storefrontUrl,
          now: now ?? (() => new Date()),
        }),
        { prefix: STAFF_PREFIX },
      );
    },
  };
}
