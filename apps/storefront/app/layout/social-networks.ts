/** Social networks the footer has an icon for; a link's network is recognised from its title. */
export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "x",
  "linkedin",
  "youtube",
  "tiktok",
  "snapchat",
  "whatsapp",
  "pinterest",
  "telegram",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const ALIASES: Record<string, SocialNetwork> = {
  twitter: "x",
  "x (twitter)": "x",
  "tik tok": "tiktok",
  "whats app": "whatsapp",
};

/** The network a social link is about, from its title (or URL): 'Follow us on Instagram' → instagram. */
export function socialNetworkOf(text: string): SocialNetwork | undefined {
  const lower = text.toLowerCase();
  for (const [alias, network] of Object.entries(ALIASES)) if (lower.includes(alias)) return network;
  const words = lower.split(/[^a-z]+/).filter(Boolean);
  return SOCIAL_NETWORKS.find((network) => (network === "x" ? words.includes("x") : lower.includes(network)));
}
