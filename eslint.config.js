import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** DESIGN.md import rules: which folder may import which. */
const zones = [
  { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
  { target: './src/shared', from: './src/web', message: 'shared must not import web code' },
  { target: './src/web', from: './src/server', message: 'web never imports server code' },
  { target: './src/server', from: './src/web', message: 'server never imports web code' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'one feature folder does not import another; lift shared parts to ui/ or shared/',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points and benchmarks talk to a person on the terminal.
    files: ['src/server/main.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A JSON call names its endpoint (callApi, src/web/api/endpoint.ts), so its request and
    // answer types come from the shared contract instead of being paired by hand.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/\\/api\\/client$/] > ImportSpecifier[imported.name='apiRequest']",
          message:
            "Call the endpoint with callApi('METHOD /api/path', ...) from api/endpoint: apiRequest is its transport only.",
        },
      ],
    },
  },
);
