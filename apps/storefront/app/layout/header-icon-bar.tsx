/**
 * The header's icons in the order the CMS lists them (spec §2.4, `header-icons.ts`). The shop's own icons keep
 * their personal state (the account, the cart count, the comparison list); the CMS gives their place and label.
 */
import type { SignedInCustomer } from "../account/auth.server";
import { MiniCart } from "../cart/mini-cart";
import { CmsAnchor } from "../cms/cms-anchor";
import { ComparisonHeaderIcon } from "../comparison/comparison-header";
import { WishlistHeaderLink } from "../wishlist/wishlist-header-link";
import { AccountSlot } from "./account-slot";
import type { HeaderIcon } from "./header-icons";
import { LanguageSelector } from "./language-selector";

function HeaderIconItem({ icon, customer }: { icon: HeaderIcon; customer: SignedInCustomer | null }) {
  switch (icon.kind) {
    case "comparison":
      return <ComparisonHeaderIcon label={icon.label} />;
    case "wishlist":
      return <WishlistHeaderLink label={icon.label} />;
    case "login":
      return <AccountSlot customer={customer} label={icon.label} />;
    case "miniCart":
      return <MiniCart label={icon.label} />;
    case "language":
      return <LanguageSelector />;
    case "link":
      return (
        <CmsAnchor
          link={icon.link}
          className="inline-flex min-h-10 items-center rounded-full px-3 py-2 text-sm font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-700"
        >
          {icon.label}
        </CmsAnchor>
      );
  }
}

export function HeaderIconBar({ icons, customer }: { icons: HeaderIcon[]; customer: SignedInCustomer | null }) {
  return (
    <div className="flex shrink-0 items-center justify-self-end gap-1 sm:gap-2 md:ms-auto">
      {icons.map((icon) => (
        <div key={icon.uid} data-header-icon={icon.uid} className="contents">
          <HeaderIconItem icon={icon} customer={customer} />
        </div>
      ))}
    </div>
  );
}
