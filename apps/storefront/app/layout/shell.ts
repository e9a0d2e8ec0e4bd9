/** What the header and footer show, prepared on the server from the CMS. */
import type { ResolvedLink } from "../cms/cms-link";
import type { NewsletterCopy } from "../newsletter/newsletter-rules";
import type { SearchBoxConfig } from "../search-box/search-box-config";
import type { HeaderIcon } from "./header-icons";
import type { MenuTopEntry } from "./menu";
import type { SocialNetwork } from "./social-networks";

export type Logo = { src: string; alt: string };

export type FooterContact = {
  logo?: Logo;
  phone?: string;
  email?: string;
  location?: { label: string; link: ResolvedLink };
};

export type SocialLink = { title: string; network: SocialNetwork | undefined; link: ResolvedLink };

export type ServiceSection = { id: string; title: string; links: { id: string; title: string; link: ResolvedLink }[] };

export type SupportBanner = { headline?: string; content?: string; phone: string };

/** The seasonal sale message above the header, while the sale runs. */
export type SaleMessage = { message: string; link?: ResolvedLink };

export type ShellData = {
  logo?: Logo;
  /** The menu's top level; the rest loads when a menu opens. */
  menu: MenuTopEntry[];
  searchBox: SearchBoxConfig;
  /** The header's icons in the CMS's order (spec §2.4). */
  headerIcons: HeaderIcon[];
  sale?: SaleMessage;
  /** The newsletter boxes' words (header and footer). */
  newsletter?: NewsletterCopy;
  footer: {
    contact: FooterContact;
    social: SocialLink[];
    service: ServiceSection[];
    support?: SupportBanner;
    /** Sanitised HTML. */
    copyrightHtml?: string;
  };
};

/** A phone number as a tel: URL (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
