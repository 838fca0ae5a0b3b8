import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Boundaries. The site: shared code (the contract, then lib and config, then content, then
 * components) → features → app; nothing imports what stands above it, and a feature never imports
 * another (what two need moves down). The API: each module imports only the modules listed before
 * it, so no two modules can import each other, however indirectly.
 */
const SITE = './frontend/src';
const FEATURES = readdirSync(new URL('frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const siteZones = [
  ...['lib', 'config'].map((layer) => ({
    target: `${SITE}/${layer}`,
    from: [`${SITE}/content`, `${SITE}/components`, `${SITE}/features`, `${SITE}/app`],
    message: `${layer}/ is shared by everything: it imports only the contract and lib/config.`,
  })),
  { target: `${SITE}/content`, from: [`${SITE}/components`, `${SITE}/features`, `${SITE}/app`], message: 'content/ is data: it imports only lib, config and the contract.' },
  { target: `${SITE}/components`, from: [`${SITE}/features`, `${SITE}/app`], message: 'components/ is shared: what it needs from a feature moves down to it.' },
  ...FEATURES.map((feature) => ({
    target: `${SITE}/features/${feature}`,
    from: `${SITE}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components, lib or content.',
  })),
];
/** A feature's own code never imports the app; its tests may render it inside what the app provides. */
const featuresBelowApp = { target: `${SITE}/features`, from: `${SITE}/app`, message: 'Features do not import the app: the app imports them.' };
/** The API's modules, each after every module it may import. */
const API_MODULES = ['config', 'common', 'storage', 'limits', 'health', 'audit', 'auth', 'media', 'content', 'mail', 'messages', 'news', 'enquiries', 'appointments', 'staff', 'people', 'delivery', 'backup', 'site', 'database', 'seed', 'cli'];
const apiZones = API_MODULES.slice(0, -1).map((module, index) => ({
  target: `./backend/src/${module}`,
  from: API_MODULES.slice(index + 1).map((later) => `./backend/src/${later}`),
  message: `The API's modules import only those before them in API_MODULES (eslint.config.mjs): no two import each other. Move what both need down.`,
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'frontend/.previous-assets/**', '.tools/**', '.data/**', 'e2e/test-results/**', 'frontend/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...siteZones, featuresBelowApp, ...apiZones] }] },
  },
  {
    files: ['frontend/src/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: siteZones }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every label and its wiring (htmlFor, aria-invalid, the message's id) come from the form kit.
    files: ['frontend/src/**/*.tsx'],
    ignores: ['frontend/src/components/ui/form/**', 'frontend/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='label']", message: 'Labels come from the form kit (components/ui/form): Field, TextField, SelectField or InlineLabel.' },
        { selector: "JSXAttribute[name.name='htmlFor']", message: 'A label names its control through the form kit (components/ui/form/field.tsx).' },
        { selector: "JSXAttribute[name.name='aria-invalid']", message: 'The form kit marks a field invalid when it has a message (components/ui/form/field.tsx).' },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest modules are classes with decorators only; DI tokens are classes.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
