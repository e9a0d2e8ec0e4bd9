import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RadioGroup } from "./radio-group";

const OPTIONS = [
  { value: "card", label: "Card", description: "Visa, Mastercard" },
  { value: "cod", label: "Cash on delivery" },
];

describe("RadioGroup", () => {
  it("is a fieldset named by its legend, one labelled radio per option", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="Payment" name="paymentMode" options={OPTIONS} defaultValue="cod" />,
    );
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Payment<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([radio]) => radio);
    expect(radios.map((radio) => /value="([^"]+)"/.exec(radio)![1])).toEqual(["card", "cod"]);
    expect(radios.every((radio) => radio.includes('name="paymentMode"'))).toBe(true);
    expect(radios[1]).toContain('checked=""');
    expect(radios[0]).not.toContain("checked");
  });

  it("describes an option by its description and the group by its error", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="Payment" name="paymentMode" options={OPTIONS} error="Please choose a payment method" />,
    );
    const descriptionId = /<input type="radio" aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<span id="${descriptionId}" class="text-sm text-ink-600">Visa, Mastercard</span>`);
    expect(html).toMatch(/^<fieldset aria-invalid="true" aria-describedby="[^"]+-error"/);
    expect(html).toContain("Please choose a payment method</p>");
  });

  it("follows a chosen value and keeps a disabled option out of reach", () => {
    const html = renderToStaticMarkup(
      <RadioGroup
        legend="Payment"
        name="method"
        options={[...OPTIONS, { value: "wallet", label: "Wallet", disabled: true }]}
        value="card"
        onValueChange={() => undefined}
      />,
    );
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([radio]) => radio);
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).not.toContain("checked");
    expect(radios[2]).toContain('disabled=""');
    expect(radios[0]).not.toContain("disabled");
  });
});
