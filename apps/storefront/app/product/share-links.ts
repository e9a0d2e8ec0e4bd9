/** Share links for the product page (spec §2.9, §9): FACEBOOK, LINKEDIN, TWITTER and WHATSAPP. */

export const SHARE_NETWORKS = ["FACEBOOK", "LINKEDIN", "TWITTER", "WHATSAPP"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareLink = { network: ShareNetwork; href: string };

/** Each network's share URL for the product's full URL; TWITTER and WHATSAPP also carry the share text. */
export function shareLinks(productUrl: string, text: string): ShareLink[] {
  const url = encodeURIComponent(productUrl);
  const hrefs: Record<ShareNetwork, string> = {
    FACEBOOK: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    LINKEDIN: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    TWITTER: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`,
    WHATSAPP: `https://wa.me/?text=${encodeURIComponent(`${text} ${productUrl}`)}`,
  };
  return SHARE_NETWORKS.map((network) => ({ network, href: hrefs[network] }));
}
