import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Fields and variables that hold one of the API's numeric codes. */
const WIRE_FIELD = '/^(type|currency|status|payment_type|paymentType|win_type)$/';

export default tseslint.config(
  {
    ignores: [
      'tmp/**',
      '.vitest/**',
      '**/dist/**',
      '**/node_modules/**',
      'build/**',
      'playground/dist/**',
      'bench/peers/**',
      'bench/.work/**',
      'test-results/**',
      'playwright-report/**',
      '.ladle/build/**',
      'stories/build/**',
      'build-stories/**',
      'examples/*/.next/**',
      'examples/*/next-env.d.ts',
      'examples/vite-react18/src/partner-snippets/**',
      'examples/next-app/app/partner-snippets/**',
      // Exactly what `npm create vite@latest` and `create-next-app@latest` wrote (scripts/quickstarts.mjs).
      'examples/quickstart-vite/**',
      'examples/quickstart-next/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      '*.config.{ts,js,mjs}',
      '.ladle/**',
      'examples/*/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'playground/src/**/*.{ts,tsx}',
      'e2e/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // The API's codes have names in @giftcash/core (SLOT_TYPE, GAME_TYPE, CURRENCY,
          // ORDER_STATUS, PAYMENT_TYPE): `slot.type === 4` says nothing and hides every reader.
          // The codes are single digits, so an HTTP status (`status === 200`) is not one.
          selector: `BinaryExpression[operator=/^[=!]==?$/]:matches([left.property.name=${WIRE_FIELD}], [left.name=${WIRE_FIELD}], [right.property.name=${WIRE_FIELD}], [right.name=${WIRE_FIELD}]):matches([left.raw=/^[0-9]$/], [right.raw=/^[0-9]$/])`,
          message:
            'Compare a wire code with its name from @giftcash/core (SLOT_TYPE, GAME_TYPE, CURRENCY, ORDER_STATUS, PAYMENT_TYPE), not a bare number.',
        },
        {
          // Every name an entry exports is a semver promise: name each one, so a new export is a
          // decision in review, not an accident of a module's contents.
          selector: 'ExportAllDeclaration',
          message: 'Name each export (`export { a, type B } from`), never `export *`.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
