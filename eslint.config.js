import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ioModules = [
  'node:fs',
  'node:fs/promises',
  'node:child_process',
  'node:net',
  'node:http',
  'node:https',
  'node:os',
  'node:process',
  'dbus-next',
  'playwright-core',
  '@modelcontextprotocol/sdk',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'coverage/**', '**/.*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Page scripts of the web fixture and the wild pages: browser globals, functions called from the HTML.
    files: ['fixtures/web/**/*.js', 'test/wild/pages/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { vars: 'local' }] },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/cli/main.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'exit', message: 'Only src/cli/main.ts may exit.' },
        { object: 'process', property: 'stdout', message: 'stdout belongs to the MCP protocol.' },
      ],
    },
  },
  {
    // The core is pure: no drivers, no decision clients, no I/O.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({ name, message: 'src/core must stay free of I/O.' })),
          patterns: [
            {
              group: ['**/drivers/**', '**/decide/**', '**/server/**', '**/cli/**', '**/tools/**'],
              message: 'src/core imports nothing above it.',
            },
            {
              group: ['fs', 'child_process', 'http', 'https', 'net', 'os'],
              message: 'src/core must stay free of I/O.',
            },
          ],
        },
      ],
    },
  },
);
