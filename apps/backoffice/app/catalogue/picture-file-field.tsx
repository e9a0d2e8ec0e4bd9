/**
 * The file box of an uploaded picture (a product's picture, a brand's logo, a home banner's picture): the types the API re-encodes, and the
 * field's label, hint and refusal. The API checks the file's content; `accept` only narrows the file chooser.
 */
import { Field, INPUT_CLASS } from "@dukkan/ui/field";

const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

export function PictureFileField({
  label,
  hint,
  error,
  required = true,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  /** False where the form saves other things too and an empty file box keeps the current picture. */
  required?: boolean;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name="image"
          accept={PICTURE_TYPES}
          required={required}
          className={`${INPUT_CLASS} text-sm`}
        />
      )}
    </Field>
  );
}
