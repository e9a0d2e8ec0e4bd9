/** Environment fields that more than one config block reads the same way. */
import { z } from "zod";

/** A comma-separated list of http(s) origins; empty (the default) means none. */
export const originList = () =>
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** A comma-separated list of IP addresses and CIDR ranges (`127.0.0.1,::1,10.0.0.0/8`). */
export const addressList = (defaults: string) =>
  z
    .string()
    .default(defaults)
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])));
