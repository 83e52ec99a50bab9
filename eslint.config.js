import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'bench-results/**', 'coverage/**', 'scripts/tmp/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // A module a reader can hold in their head. Tests and content banks (question banks, report texts, word lists,
    // the assistant's phrasebooks) are long by nature and exempt.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'tests/**', 'shared/assessments/*-questions.ts', 'shared/assessments/*-report.ts', 'shared/places.ts'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // Tests read loosely typed fixtures (synthesized templates, stored items).
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
