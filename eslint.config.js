// ESLint: correctness rules for TypeScript and Vue, and no import cycles (the engine imports nothing above it:
// titles' rules modules are passed in, see shared/engine/README.md). Formatting is Prettier's (`npm run format`).
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'release/**',
      'node_modules/**',
      'bench/.*.mjs',
      'bench/.cold/',
      'shared/title/schemaValidators.generated.ts',
      '**/*.d.ts',
      'test/e2e/__screenshots__/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...vue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' } },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.vue', '.json'] })],
      // Cycles are followed through TypeScript modules (components are leaves of the import graph).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A leading underscore marks a parameter or binding kept for its position (hook signatures, destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // One-word component names (Field, Board) are the project's own; no clash with HTML elements.
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    // Tests reach into mocks and deliberately malformed input.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
