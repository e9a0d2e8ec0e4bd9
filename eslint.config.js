import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules", "**/dist", "**/build", "**/.react-router", ".data", "apps/api/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: globals.node } },
  {
    files: ["apps/storefront/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // State that follows props or answers is derived or adjusted while rendering (docs/decisions/0031).
      "react-hooks/set-state-in-effect": "error",
      // One translation hook: app/i18n/use-translation.ts, react-i18next's without its per-call cost.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message: "Import useTranslation from app/i18n/use-translation.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
