import type { Language } from "@dukkan/i18n";
import { resolveCmsLink, type ResolvedLink } from "../cms/cms-link";
import { CAMPAIGN_DEFAULTS, isCampaignType } from "./campaign-paging";

/**
 * The 'View all' target of a deals or flash-sale carousel: the campaign listing whose type is the
 * carousel's uid lower-cased, 50 per page (spec §2.1, §2.7). Other carousels have none.
 */
export function campaignViewAllLink(
  carouselUid: string,
  carouselType: string | undefined,
  language: Language,
): ResolvedLink | undefined {
  const type = carouselUid.toLowerCase();
  if ((carouselType !== "DEALANDOFFERS" && carouselType !== "FLASHSALE") || !isCampaignType(type)) return undefined;
  return resolveCmsLink(`/deals-Offers-flash-Sale?type=${type}&pageSize=${CAMPAIGN_DEFAULTS.pageSize}`, language);
}
