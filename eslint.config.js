import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverLayerZones } from './eslint/server-layers.js';
import { webLayerZones } from './eslint/web-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Worker threads' own files are plain CommonJS: they run beside the sources and the bundle.
    files: ['**/*.worker.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/lib/config.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      // Configuration is parsed once, in config.ts (STYLE.md rule 9).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from lib/config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Use import.meta.env or public config.' },
      ],
    },
  },
  {
    // A feature never imports another feature's internals (STYLE.md rule 1).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/|^\\.\\./\\.\\./[^.]',
              message: 'Share through components/ui, lib or @updately/shared instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports run one way (docs/architecture.md); tests may reach their kits and fixtures.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...serverLayerZones, ...webLayerZones] }],
    },
  },
);
