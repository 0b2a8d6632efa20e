// ESLint flat config: JavaScript and typescript-eslint recommended rules, React hook rules for the
// playground, and the layer rule (imports only downward) that src/architecture.test.ts also checks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports a layer may not make: everything above it. */
const above = (...layers) => ({
  patterns: layers.map((layer) => ({
    group: [`**/${layer}/**`, `**/${layer}/*.js`],
    message: `imports go downward only: nothing here may import ${layer}/ (docs/architecture.md)`,
  })),
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'web/dist/**',
      'test-results/**',
      'bench/native/**',
      'bench/tools/**',
      'docs/api/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly', performance: 'readonly' },
    },
    rules: {
      // Unused names are errors, except deliberately ignored ones written with a leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['src/engine/**', 'src/graph/**'], rules: { 'no-restricted-imports': ['error', above('games', 'problems', 'cli')] } },
  { files: ['src/games/**'], rules: { 'no-restricted-imports': ['error', above('problems', 'cli')] } },
  { files: ['src/problems/**'], rules: { 'no-restricted-imports': ['error', above('cli')] } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
