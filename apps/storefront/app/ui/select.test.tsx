import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectField } from "@dukkan/ui/select";

describe("SelectField", () => {
  it("is a labelled native select with its options", () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Title"
        name="titleCode"
        defaultValue="ms"
        options={[
          { value: "mr", label: "Mr." },
          { value: "ms", label: "Ms." },
        ]}
      />,
    );
    const id = /<select id="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toMatch(/<select id="[^"]+" name="titleCode"/);
    expect(html).toContain('<option value="mr">Mr.</option><option value="ms" selected="">Ms.</option>');
    expect(html).not.toContain("aria-invalid=");
  });

  it("ties its error to the select", () => {
    const html = renderToStaticMarkup(
      <SelectField label="Emirate" name="region" error="Please choose" options={[{ value: "", label: "—" }]} />,
    );
    expect(html).toMatch(/<select[^>]* aria-invalid="true" aria-describedby="[^"]+-error"/);
  });

  it("groups options under their headings", () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Area"
        name="areaIsocode"
        options={[
          { value: "", label: "Choose an area", disabled: true },
          { label: "Dubai", options: [{ value: "AE-DU-MRN", label: "Dubai Marina" }] },
        ]}
      />,
    );
    expect(html).toContain(
      '<option value="" disabled="">Choose an area</option><optgroup label="Dubai"><option value="AE-DU-MRN">Dubai Marina</option></optgroup>',
    );
  });
});
