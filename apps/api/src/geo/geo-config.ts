/**
 * Geocoder configuration. GEOCODER_URL (a Nominatim-compatible service) selects the HTTP adapter; without it
 * the offline sandbox geocoder answers from the emirate boundaries and the seeded areas.
 */
import { z } from "zod";

export type GeoConfig = { adapter: "sandbox" } | { adapter: "http"; url: string; userAgent: string; timeoutMs: number };

const GeoEnv = z.object({
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Nominatim's usage policy requires an identifying User-Agent with a contact. */
  GEOCODER_USER_AGENT: z.string().trim().min(3).max(200).default("Dukkan-storefront/0.1 (checkout address map)"),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export function loadGeoConfig(env: NodeJS.ProcessEnv): { config: GeoConfig; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(GeoEnv.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = GeoEnv.safeParse(given);
  if (!parsed.success) {
    return {
      config: { adapter: "sandbox" },
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    };
  }
  const vars = parsed.data;
  if (!vars.GEOCODER_URL) return { config: { adapter: "sandbox" }, problems: [] };
  return {
    config: {
      adapter: "http",
      url: vars.GEOCODER_URL,
      userAgent: vars.GEOCODER_USER_AGENT,
      timeoutMs: vars.GEOCODER_TIMEOUT_MS,
    },
    problems: [],
  };
}
