// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';
import { builtinModules } from 'node:module';

const ROOT = import.meta.dirname;
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/**
 * Folder rules of ARCHITECTURE.md, checked on every import, export-from, dynamic import and require:
 * - engine/ imports nothing outside itself (only the `zod` package);
 * - only main/electron/ imports `electron`;
 * - main/contract/ (the IPC contract) imports only engine/ and zod, so the renderer may share it;
 * - renderer/ imports renderer/, engine/ and main/contract/, never Node built-ins;
 * - main/ (outside main/electron) never imports main/electron/ or renderer/.
 */
function zoneOf(absFile) {
  const rel = path.relative(ROOT, absFile).split(path.sep).join('/');
  if (rel.startsWith('..')) return 'outside';
  if (rel.startsWith('main/electron/')) return 'main/electron';
  if (rel.startsWith('main/contract/')) return 'main/contract';
  return rel.split('/')[0] ?? 'root';
}

/** @type {Record<string, { zones: string[], packages: (name: string) => boolean }>} */
const ALLOWED = {
  engine: { zones: ['engine'], packages: (p) => p === 'zod' },
  'main/contract': { zones: ['main/contract', 'engine'], packages: (p) => p === 'zod' },
  main: { zones: ['main', 'main/contract', 'engine'], packages: (p) => p !== 'electron' },
  'main/electron': { zones: ['main/electron', 'main', 'main/contract', 'engine'], packages: () => true },
  renderer: {
    zones: ['renderer', 'engine', 'main/contract', 'assets'],
    packages: (p) => p !== 'electron' && !NODE_BUILTINS.has(p),
  },
};

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{zone}}/ may not import "{{source}}" (ARCHITECTURE.md folder rules)' } },
  create(context) {
    const file = context.filename;
    const zone = zoneOf(file);
    const rule = ALLOWED[zone];
    if (!rule) return {};
    /** @param {any} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string') return;
      let ok;
      if (value.startsWith('.') || value.startsWith('/')) {
        const target = path.resolve(path.dirname(file), value);
        ok = rule.zones.includes(zoneOf(target));
      } else {
        const pkg = value.startsWith('@') ? value.split('/').slice(0, 2).join('/') : value.split('/')[0];
        if (zone === 'engine' && NODE_BUILTINS.has(value)) ok = false;
        else ok = rule.packages(pkg ?? value);
      }
      if (!ok) context.report({ node, messageId: 'bad', data: { zone, source: value } });
    }
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
      CallExpression: (n) => {
        if (n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal') {
          check(n.arguments[0], n.arguments[0].value);
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'test-results/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { dudo: { rules: { boundaries } } },
    rules: {
      'dudo/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
);
