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
