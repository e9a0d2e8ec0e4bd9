/**
 * What the e-mail and password forms of My Account share (account spec §5, §8): how a refusal of the API is
 * shown (its myAccountError message, or after too many tries the API's own words, which say how long to wait),
 * the field errors in the page's language, and the Cancel and Save buttons.
 */
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { useNavigation } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import type { MyAccountErrorKey } from "./email-change-form";

export type Refusal = { key: MyAccountErrorKey } | { text: string };

/** The refusal to show for an API error (4xx) and the page's status: 429 shows the API's words. */
export function refusalOf(
  error: { status: number; message: string },
  key: MyAccountErrorKey,
): { refusal: Refusal; status: 400 | 429 } {
  return error.status === 429 ? { refusal: { text: error.message }, status: 429 } : { refusal: { key }, status: 400 };
}

/**
 * The one alert above the form: the refusal of the last try, else what the last change did (`done`), else why a
 * customer who signs in through a social provider cannot change this (`{messages}.socialUser`).
 */
export function SettingsFormAlert(props: { refusal?: Refusal; done?: string; socialUser: boolean; messages: string }) {
  const { t } = useTranslation();
  const { refusal } = props;
  if (refusal) return <FormAlert tone="error">{"key" in refusal ? t(refusal.key) : refusal.text}</FormAlert>;
  if (props.done) return <FormAlert tone="success">{props.done}</FormAlert>;
  return props.socialUser ? <FormAlert tone="info">{t(`${props.messages}.socialUser`)}</FormAlert> : null;
}

type SettingsResult = { fieldErrors?: Partial<Record<string, string>>; error?: Refusal };

/** The action's answer, whether the form is being sent, and a field's error (a message key) in the page's language. */
export function useSettingsForm<Result extends SettingsResult>(actionData: unknown) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as Result | undefined;
  const fieldError = (key: keyof NonNullable<Result["fieldErrors"]>) => {
    const error = result?.fieldErrors?.[key as string];
    return error ? t(error) : undefined;
  };
  return { busy, result, fieldError };
}

/** Cancel (back to My Account) and Save; the texts are `{messages}.cancel`, `.save` and `.saving`. */
export function SettingsFormButtons({ messages, busy }: { messages: string; busy: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <LinkButton to={`/${language}/my-account`} variant="secondary" className="w-full sm:w-40">
        {t(`${messages}.cancel`)}
      </LinkButton>
      <Button type="submit" className="w-full sm:w-40">
        {busy ? t(`${messages}.saving`) : t(`${messages}.save`)}
      </Button>
    </div>
  );
}
