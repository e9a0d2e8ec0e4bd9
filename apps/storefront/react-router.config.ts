import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the first page's manifest: the shop has a few dozen routes, and lazy discovery
  // would send the menu's ~80 category links as one /__manifest URL, past the length React Router accepts.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
