import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { existsSync, readdirSync } from "node:fs";

const featuresDir = "apps/web/src/features";
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const serverModulesDir = "apps/server/src/modules";
const serverModules = existsSync(serverModulesDir) ? readdirSync(serverModulesDir) : [];
const repositoryMessage =
  "A slice's tables are its own: call the other slice's public service or *.queries.ts, " +
  "or a named *.read-model.ts (docs/architecture.md).";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.tsbuild/**",
      "data/**",
      "apps/server/src/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
    settings: {
      "import/ignore": ["node_modules"],
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features compose in app/; a feature never imports another feature (STYLE.md §9).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+features/",
              message: "Features must not import each other; compose them in src/app.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: "Features must not import each other; compose them in src/app.",
            },
            {
              regex: "^(\\.\\./)+features/",
              message: "Features must not import each other; compose them in src/app.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Shared entities (the viewer's data and its query keys) sit below every feature.
    files: ["apps/web/src/entities/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(features|app)/",
              message: "Entities are shared by features; they must not import features or app.",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 10 §1: a server slice never imports another slice's repository. The composition roots
    // (app.ts, main.ts, runtime.ts, cli/) wire repositories into services, and tests and their
    // helpers may seed tables directly, so they are not targets of this rule.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "apps/server/src/test/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...serverModules.map((module) => ({
              target: `./${serverModulesDir}/${module}/**/*`,
              from: `./${serverModulesDir}/!(${module})/**/*.repository.ts`,
              message: repositoryMessage,
            })),
            {
              target: "./apps/server/src/!(modules|cli)/**/*",
              from: `./${serverModulesDir}/**/*.repository.ts`,
              message: repositoryMessage,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
