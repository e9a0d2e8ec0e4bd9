/** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`) allowed to read an operator-only endpoint such as /metrics. */
import { BlockList, isIPv6 } from "node:net";

/** The entries as a list to test callers against; throws on an entry that is not an address or range. */
export function addressAllowList(entries) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    /** Whether `ip` (IPv4, IPv6 or IPv4-mapped IPv6) is in the list. */
    allows(ip) {
      if (!ip) return false;
      const plain = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
      return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
    },
  };
}

/** A comma-separated METRICS_ALLOW value as entries (loopback when unset). */
export function allowEntries(value, fallback = "127.0.0.1,::1") {
  return (value ?? fallback)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
