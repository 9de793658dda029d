import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = 'apps/web/src/features';

/**
 * One `no-restricted-paths` zone per feature folder found on disk: a feature may import from itself,
 * never from a sibling feature; `src/app/` composes them (style.md §3). New folders are picked up on the next run.
 */
export function featureBoundaryZones(rootDir) {
  const featuresDir = path.join(rootDir, WEB_FEATURES);
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${WEB_FEATURES}/${name}`,
      from: `./${WEB_FEATURES}`,
      except: [`./${name}`],
      message: `Feature "${name}" must not import another feature; compose features in apps/web/src/app/ (style.md §3).`,
    }));
}

const UI_KIT_ONLY = 'Import our components from apps/web/src/components/ui/ instead (style.md §7).';
// The headless library under our UI kit stays inside components/ui: screens speak our components' props.
const antdRestriction = {
  paths: ['antd', 'react-aria-components', 'react-aria', 'react-stately'].map((name) => ({
    name,
    message: UI_KIT_ONLY,
  })),
  patterns: [{ group: ['antd/*', '@react-aria/*', '@react-stately/*'], message: UI_KIT_ONLY }],
};
// Issue 16: antd left the project; the kit is built on React Aria alone.
const NO_ANTD = 'antd left the project (issue 16): use the kit in apps/web/src/components/ui/kit/.';
const kitRestriction = {
  paths: [{ name: 'antd', message: NO_ANTD }],
  patterns: [{ group: ['antd/*', '@ant-design/*'], message: NO_ANTD }],
};

/** The whole flat config, rooted at `rootDir` (a function so the rule test can lint a throwaway tree). */
export function createConfig(rootDir) {
  return defineConfig(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/dist-ssr/**',
        '**/data/**',
        '**/test-results/**',
        '**/playwright-report/**',
        'bench/.out/**',
        '**/*.gen.ts',
        '**/coverage/**',
      ],
    },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      },
    },
    {
      files: ['**/*.{ts,tsx,mts,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
            project: [
              path.join(rootDir, 'packages/*/tsconfig.json'),
              path.join(rootDir, 'apps/*/tsconfig.json'),
              path.join(rootDir, 'tsconfig.tools.json'),
            ],
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['apps/web/src/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', antdRestriction],
        'import-x/no-restricted-paths': ['error', { basePath: rootDir, zones: featureBoundaryZones(rootDir) }],
      },
    },
    {
      // The one place allowed to touch React Aria directly (and the build, for React Aria's locale-strings plugin).
      files: ['apps/web/src/components/ui/**', 'apps/web/vite.config.ts'],
      rules: { 'no-restricted-imports': ['error', kitRestriction] },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      extends: [reactHooks.configs.flat.recommended],
    },
    {
      // Brand assets (e.g. a partner's footer script) are served to and run in the browser.
      files: ['apps/api/seed/brands/assets/**/*.js'],
      languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    },
    {
      // Playwright specs run in Node but pass callbacks that run in the page.
      files: ['e2e/**/*.ts'],
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
    },
  );
}

export default createConfig(import.meta.dirname);
