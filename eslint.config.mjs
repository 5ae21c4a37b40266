// ESLint (run by `npm test` through scripts/test.mjs, and by `npm run lint`): the recommended
// JavaScript and TypeScript rules, the React hooks rules, and the import boundaries of DESIGN.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// the server's areas: every folder of modules/ (a generated area is covered the moment it exists)
const SERVER_AREAS = readdirSync(new URL('./apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'test-support')
  .map((entry) => entry.name);

const onlyDownward = (message, ...patterns) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', '**/*.d.ts', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // the designer's ambient declarations of untyped bpmn-js modules (vendor.d.ts) must travel with
      // the files that use them into the web app's compilation: a path reference is how they do
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/bpmn-designer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // lib/ sits at the bottom: it imports nothing from the layers above it
  {
    files: ['apps/server/src/lib/**/*.ts'],
    // a test of the list layer may wire it to the modules' real lookups
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': onlyDownward('lib/ depends on nothing above it: pass a provider in instead', '**/modules/**', '**/plugins/**') },
  },
  // an area of the server's modules/ imports another only through its public face (index.ts), and no
  // area imports the db/schema barrel; test/layers.test.ts checks the same on resolved paths and also
  // the SQL (sys/ is left to the test: its own online/ folder shares a name with the online area)
  ...SERVER_AREAS.map((area) => ({
    files: [`apps/server/src/modules/${area}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema'], message: 'the db/schema barrel holds every area’s tables: import your own table files, and another area’s index' },
            {
              group: SERVER_AREAS.filter((other) => !(area === 'sys' && other === 'online'))
                .filter((other) => other !== area)
                .flatMap((other) => [`**/${other}/**`, `!**/${other}/index`]),
              message: 'another area is reached only through its public face: import its index.ts (modules/<area>), never its tables, routes or services',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': onlyDownward('shared components and lib/ do not import features', '**/features/**', '**/app/**') },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': onlyDownward('packages do not import the apps', '**/apps/**', '@bus/web', '@bus/web/*', '@bus/server', '@bus/server/*') },
  },
);
