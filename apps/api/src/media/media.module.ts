/** Stored images at the root (`/medias/…`). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { MediaService } from "./media-service.js";
import { mediaRoutes } from "./media-routes.js";

export function mediaModule({ db, catalogVersion }: Pick<Infrastructure, "db" | "catalogVersion">): ApiModule {
  const media = new MediaService(db, catalogVersion);
  return {
    name: "media",
    registerRoot: async (app) => {
      await app.register(mediaRoutes(media));
    },
  };
}
