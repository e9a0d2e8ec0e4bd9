import { describe, expect, it } from "vitest";
import { Field, PasswordField, TextField } from "@dukkan/ui/field";
import { renderOnPage } from "./render.test-support";

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe("TextField", () => {
  it("labels its input and keeps its name; no error, no aria-invalid", () => {
    const html = renderOnPage(<TextField label="E-mail address" name="email" type="email" autoComplete="email" />);
    const id = attribute(html, "input", "id");
    expect(html).toContain(
      `<label for="${id}" class="mb-1.5 block text-sm font-semibold text-ink-800">E-mail address</label>`,
    );
    expect(attribute(html, "input", "name")).toBe("email");
    expect(attribute(html, "input", "type")).toBe("email");
    expect(html).not.toContain("aria-invalid=");
    expect(html).not.toContain("aria-describedby=");
  });

  it("writes e-mail, phone and web addresses left to right, so a long one never loses its start in Arabic", () => {
    for (const type of ["email", "tel", "url"]) {
      const html = renderOnPage(<TextField label="Address" name="value" type={type} />);
      expect(attribute(html, "input", "dir")).toBe("ltr");
    }
    expect(attribute(renderOnPage(<TextField label="Name" name="name" />), "input", "dir")).toBeUndefined();
  });

  it("ties its hint and error to the input and marks it invalid", () => {
    const html = renderOnPage(
      <TextField label="Password" name="pwd" hint="At least 8 characters" error="Please enter a password" />,
    );
    expect(attribute(html, "input", "aria-invalid")).toBe("true");
    const [hintId, errorId] = attribute(html, "input", "aria-describedby")!.split(" ");
    expect(html).toContain(`<p id="${hintId}" class="mt-1.5 text-sm text-ink-600">At least 8 characters</p>`);
    expect(html).toContain(
      `<p id="${errorId}" class="mt-1.5 text-sm font-medium text-sale">Please enter a password</p>`,
    );
  });
});

describe("Field", () => {
  it("gives any control the label's id and what describes it", () => {
    const html = renderOnPage(
      <Field label="Notes" error="Too long">
        {(control) => <textarea name="notes" {...control} />}
      </Field>,
    );
    const id = attribute(html, "textarea", "id");
    expect(html).toContain(`<label for="${id}"`);
    expect(attribute(html, "textarea", "aria-invalid")).toBe("true");
    expect(attribute(html, "textarea", "aria-describedby")).toBe(id!.replace(/-input$/, "-error"));
  });
});

describe("PasswordField", () => {
  it("is a password input; its show/hide toggle waits for scripts", () => {
    const html = renderOnPage(<PasswordField label="Password" name="pwd" autoComplete="current-password" />);
    expect(attribute(html, "input", "type")).toBe("password");
    expect(attribute(html, "input", "name")).toBe("pwd");
    expect(html).not.toContain("<button");
  });
});

describe("Field with a fixed control id", () => {
  it("gives the control the id a script finds it by, and labels it", () => {
    const html = renderOnPage(
      <Field label="Card number" controlId="new-card-number" error="Please check the card number">
        {(control) => <input {...control} readOnly />}
      </Field>,
    );
    expect(html).toContain('<label for="new-card-number"');
    expect(attribute(html, "input", "id")).toBe("new-card-number");
    expect(attribute(html, "input", "aria-invalid")).toBe("true");
  });
});
