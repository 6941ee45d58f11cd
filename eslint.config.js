import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// Imports flow one way (ARCHITECTURE §2): graphql → machines → src/lib, src/components →
// src/features → src/app. The server never imports client code and vice versa; src/shared
// imports neither. Each zone below forbids `target` from importing `from`.
const zones = [
  { target: './graphql', from: ['./machines', './src'] },
  { target: './machines', from: ['./src'] },
  {
    target: './src/shared',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/stores',
      './src/theme',
      './src/server',
      './machines',
    ],
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components', './src/server'],
  },
  { target: './src/components', from: ['./src/app', './src/features', './src/server'] },
  {
    target: './src/theme',
    from: ['./src/app', './src/features', './src/components', './src/server'],
  },
  { target: './src/stores', from: ['./src/app', './src/features', './src/server'] },
  { target: './src/features', from: ['./src/app', './src/server'] },
  { target: './src/app', from: ['./src/server'] },
  {
    target: './src/server',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/stores',
      './src/theme',
      './machines',
    ],
  },
];

// Features stand alone. Where one feature's screen shows another's part (the units page shows
// the import buttons of units-import), the edge is declared here and goes through the other
// feature's index.ts only; declared edges may not form a cycle (docs/client.md).
const featureImports = { units: ['units-import'] };

function assertAcyclic(edges) {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name))
      throw new Error(`Feature import cycle: ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    for (const next of edges[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(edges)) visit(name, []);
}
assertAcyclic(featureImports);

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
for (const name of features) {
  const allowed = (featureImports[name] ?? []).map((other) => `./${other}/index.ts`);
  zones.push({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...allowed],
    message: 'A feature imports another only as eslint.config.js declares, through its index.ts.',
  });
}

// Server modules talk through each other's index.ts only (docs/server.md): a module's own files
// (tests and fixtures aside) may not import another module's files, nor the HTTP edge.
const modules = existsSync('src/server/modules')
  ? readdirSync('src/server/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
for (const name of modules) {
  zones.push({
    target: `./src/server/modules/${name}/!(*.test|*.fixtures).ts`,
    from: [`./src/server/modules/!(${name})/!(index).ts`],
    message: `Import another module through its index.ts (src/server/modules/<module>).`,
  });
  zones.push({
    target: `./src/server/modules/${name}/!(*.test|*.fixtures).ts`,
    from: [
      './src/server/rest',
      './src/server/http',
      './src/server/app.ts',
      './src/server/index.ts',
    ],
  });
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'storybook-static',
      'data',
      'graphql/generated',
      'src/server/db/migrations',
      'coverage',
      'tests/e2e/artifacts',
      'tests/stories/artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'src/{app,features,components,lib,stores,theme}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
