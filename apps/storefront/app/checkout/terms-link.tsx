/**
 * The link to the terms and conditions beside a checkout's "I accept" box (payment step, review, replenishment):
 * it opens in a new tab, so the shopper keeps the form they are filling in, and says so to screen readers.
 */
export function TermsLink({
  language,
  label,
  newTabNote,
}: {
  /** The page language (a route's `lang` parameter). */
  language: string;
  label: string;
  newTabNote: string;
}) {
  return (
    <a
      href={`/${language}/termsAndConditions`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-4"
    >
      {label}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
