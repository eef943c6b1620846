import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
