/** The customer's address book; checkout copies delivery addresses from it. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { addressRoutes } from "./address-routes.js";
import { AddressService } from "./address-service.js";

export type AddressesModule = ApiModule & { readonly addresses: AddressService };

export function addressesModule(deps: Pick<Infrastructure, "db" | "guards">): AddressesModule {
  const addresses = new AddressService(deps.db);
  return {
    name: "addresses",
    addresses,
    registerOcc: async (occ) => {
      await occ.register(addressRoutes(addresses, deps.guards));
    },
  };
}
