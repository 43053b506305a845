import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { house } from './eslint/houseBoundaries.js';

// antd's InputNumber clamps to min/max and rounds to precision on blur without a word (a typed 0
// was saved as 1, a latitude of 200 as 90); shared/form/NumberInput keeps what was typed and its
// numberRules refuse it at the field.
const CLAMPING_NUMBER = {
  name: 'antd',
  importNames: ['InputNumber'],
  message: 'Use NumberInput and numberRules from shared/form: InputNumber changes typed values.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/artifacts/**',
      'bench/results/**',
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
    // Which layer may import which (features, modules' front doors, db, platform, test kits).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Plugin 6+ puts the React Compiler's checks into its recommended set, `refs` and
      // `set-state-in-effect` included (on since issue 36: state that follows a prop is adjusted
      // while rendering, and no ref is read while rendering).
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [CLAMPING_NUMBER] }],
    },
  },
  {
    // The one place that wraps antd's InputNumber so that it never changes what was typed.
    files: ['apps/web/src/shared/form/NumberInput.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
