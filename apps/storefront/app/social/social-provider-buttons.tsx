/**
 * The social providers' buttons of the social login block (account spec §2.2): social network, microblog
 * (when enabled), search engine, phone maker (not on Android). Each is a plain link to the route that starts
 * the provider's sign-in, so it works before JavaScript loads; buttons are 200–400 px wide (spec §9).
 *
 * The page's loader provides which providers to show: `social: socialSignInOptions(request)`
 * (social-sign-in.server.ts) — configured providers only, so there is never a button that cannot work.
 */
import { useTranslation } from "../i18n/use-translation";
import { useLoaderData } from "react-router";
import { useLanguage } from "../i18n/use-language";
import type { SocialProvider } from "./social-providers.server";
import type { SocialSignInOptions } from "./social-sign-in.server";

const BUTTON_CLASS =
  "inline-flex w-full min-w-[200px] max-w-[400px] items-center justify-center gap-3 rounded-full border px-6 py-3 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Each provider's own colours, as their brand guidelines ask for sign-in buttons. */
const PROVIDER_STYLE: Record<SocialProvider, { button: string; mark: string }> = {
  facebook: { button: "border-[#1877f2] bg-[#1877f2] text-white hover:bg-[#166fe5]", mark: "f" },
  twitter: { button: "border-black bg-black text-white hover:bg-ink-800", mark: "𝕏" },
  google: { button: "border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50", mark: "G" },
  apple: { button: "border-black bg-black text-white hover:bg-ink-800", mark: "" },
};

/** `forced`: the login page was opened by checkout (forced=true), so the sign-in returns to it. */
export function SocialProviderButtons({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const providers = (useLoaderData() as { social?: SocialSignInOptions } | undefined)?.social?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <ul className="flex w-full flex-col items-center gap-3">
      {providers.map((provider) => (
        <li key={provider} className="flex w-full justify-center">
          <a
            href={`/${language}/login/${provider}${forced ? "?forced=true" : ""}`}
            className={`${BUTTON_CLASS} ${PROVIDER_STYLE[provider].button}`}
            data-provider={provider}
          >
            <span aria-hidden="true" className="w-5 text-center font-bold">
              {PROVIDER_STYLE[provider].mark}
            </span>
            {t(`socialLogin.providers.${provider}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
