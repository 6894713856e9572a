import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const importRule = {
  source: /^(\.{1,2}\/|~\/|#\/(?!.*\.(ts|tsx|css|json|yaml|svg)(\?.*)?$))/.source,
  message: 'Import project files as "#/<path from the repository root>.<ext>" (see eslint.config.js).',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build",
      ".builds/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info", "log"] }],
      // One import style, the one Node, Vite, Vitest and Playwright all resolve: project files by their
      // path from the repository root ("#/app/lib/cn.ts", package.json "imports"), with the extension.
      "no-restricted-imports": ["error", { patterns: [{ regex: importRule.source, message: importRule.message }] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression > Literal[value=${importRule.source.replace(/^/, "/").replace(/$/, "/")}]`,
          message: importRule.message,
        },
      ],
    },
  },
);
