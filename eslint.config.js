import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-e2e/**",
      "build-dry-run/**",
      ".astro/**",
      ".wrangler/**",
      "node_modules/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  { files: ["**/*.{ts,tsx}"], ...react.configs.flat["jsx-runtime"] },
  { files: ["**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  { files: ["**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.strict },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "react/prop-types": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      // `const { as: _as, ...rest } = props` drops a prop: allowed.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
);
