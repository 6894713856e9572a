import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const importRule = {
  source: /^(\.{1,2}\/|~\/|#\/(?!.*\.(ts|tsx|astro|css|json|yaml|svg)(\?.*)?$))/.source,
  message: 'Import project files as "#/<path from the repository root>.<ext>" (see eslint.config.js).',
};

// Imports run one way (issues 27, 41): routes and layouts → page bodies and the <head> → components →
// copy → data → pure logic (src/lib), with the registry and the chrome's translations beside pure
// logic; each folder's block below says what it may not import. typescript-eslint's version of the rule, so that a type-only
// import can be let through where one is allowed, and so that it adds to the import-style rule above
// instead of replacing it.
const direction = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports });
const ownerFiles = direction(
  "^#/content/",
  "Nothing imports the owner's files: src/data/ reads them (owner-files.server.ts, the collections' readers). Import from the module named for what you need (business.server.ts…).",
);
const importDirection = [
  {
    // Every file, tests too; the blocks below replace this for their folders' own files.
    files: ["**/*.{ts,tsx,js,astro}"],
    ignores: ["src/data/owner-files.server.ts", "tests/known-bad/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [ownerFiles] }] },
  },
  {
    files: ["src/lib/**"],
    // A test of pure logic may also check it against the owner's real data.
    ignores: ["src/lib/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            direction(
              "^#/src/data/schema/",
              "lib may name a type of the owner's data (src/data/schema/), no value.",
              true,
            ),
            direction(
              "^#/src/(copy|data|registry|components|page-bodies|head)/",
              "src/lib is pure logic: it imports no copy, data, registry, component or page. Take the value as a parameter (the caller passes it), or move the module where it belongs.",
            ),
            direction(
              "^(react(-dom)?(/.*)?|node:.*|#/src/i18n/.*)$",
              "src/lib is pure logic: no React (hooks are src/components/hooks/), no Node modules (build-time reading is src/data/) and no translations (words in the chrome's language are src/i18n/).",
            ),
            ownerFiles,
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**"],
    // A component's test renders it at build time, as a page does.
    ignores: ["src/components/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            direction(
              "^#/src/(page-bodies|head|pages|layouts|integrations|directives)/",
              "Components do not import pages or the Astro site: pages import components.",
            ),
            direction(
              "\\.server\\.tsx?$",
              "A component may end up in an island's script; a build-time-only module (*.server.ts: the owner's files, the posts' Markdown, the icons' drawings) is read by pages, which pass what it gives (the practice's details: useBusiness()).",
              true,
            ),
            ownerFiles,
          ],
        },
      ],
    },
  },
  {
    files: ["media/**"],
    // A test may check a drawing against the owner's real data.
    ignores: ["media/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            direction(
              "^#/(content|src/(copy|data(?!/repository-root\\.ts$)|registry|components|page-bodies|head|pages|layouts|integrations|directives))/",
              "media/ draws and lists the site's pictures from pure logic (src/lib): the practice's words and data come as parameters, from src/copy or a page.",
            ),
          ],
        },
      ],
    },
  },
  ...[
    {
      files: ["src/copy/**"],
      patterns: [
        direction(
          "^#/src/(components|page-bodies|head|pages|layouts)/",
          "Copy is read by pages and components; it imports neither.",
        ),
      ],
    },
    {
      files: ["src/registry/**"],
      ignores: ["src/registry/**/*.{test,fixture}.{ts,tsx}"],
      patterns: [
        direction(
          "^#/src/(?!lib/|registry/)",
          "The registry lists the pages from pure logic alone (src/lib): the menus, paths and sitemap follow from it, so it reads no data, copy or component.",
        ),
      ],
    },
    {
      files: ["src/data/**"],
      ignores: ["src/data/owner-files.server.ts"],
      patterns: [
        direction(
          "^#/src/(components|page-bodies|head|pages|layouts|i18n)/",
          "Data is read by copy, components and pages; it imports none of them.",
        ),
        direction(
          "^#/src/copy/(?!shared-texts\\.ts$|advice-rules\\.ts$)",
          "Data imports no copy; the one exception is the shared advice texts and their rules, against which the posts' reader checks a post.",
        ),
      ],
    },
    {
      files: ["src/i18n/**"],
      ignores: ["src/i18n/**/*.test.{ts,tsx}"],
      patterns: [
        direction(
          "^#/src/(data|copy|components|page-bodies|head|pages|layouts)/",
          "The chrome's translations are words and pure logic; components and pages import them.",
        ),
      ],
    },
    {
      files: ["src/head/**"],
      ignores: ["src/head/**/*.test.{ts,tsx}"],
      patterns: [
        direction(
          "^#/src/(components|page-bodies|pages|layouts)/",
          "A page's <head> is made from data and copy; the pages import it.",
        ),
      ],
    },
    {
      files: ["src/page-bodies/**"],
      ignores: ["src/page-bodies/**/*.test.{ts,tsx}"],
      patterns: [direction("^#/src/(pages|layouts)/", "Page bodies are rendered by the routes, which import them.")],
    },
  ].map(({ files, ignores = [], patterns }) => ({
    files,
    ignores,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          // Copy names its icons by the keys of the icon map, so it can name only icons that exist.
          paths: [{ name: "#/src/components/sections/icons.ts", allowTypeImports: true }],
          patterns: [...patterns, ownerFiles],
        },
      ],
    },
  })),
];

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
  ...astro.configs["flat/recommended"],
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
      // What runs in a visitor's browser or the owner's editor says nothing to the console but a real problem.
      "no-console": ["error", { allow: ["warn", "error"] }],
      // One import style, the one Node, Vite, Vitest and Playwright all resolve: project files by their
      // path from the repository root ("#/src/lib/cn.ts", package.json "imports"), with the extension.
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
  {
    // The build, the server and the test tooling report their progress.
    files: ["scripts/**", "tests/**", "server/**", "src/integrations/**", "e2e/**", "*.config.ts"],
    rules: { "no-console": ["error", { allow: ["warn", "error", "info", "log"] }] },
  },
  ...importDirection,
);
