/** Product QR codes, drawn on request under `/medias/qrcode~…`. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { ProductQrCodes } from "./product-qr-code.js";
import { qrRoutes } from "./qr-routes.js";

export function qrModule({ db, config }: Pick<Infrastructure, "db" | "config">): ApiModule {
  const qrCodes = new ProductQrCodes(db, config.storefrontUrl);
  return {
    name: "qr",
    registerRoot: async (app) => {
      await app.register(qrRoutes(qrCodes));
    },
  };
}
