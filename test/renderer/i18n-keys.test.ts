// Every translation key the renderer names in its code exists (the 3D tally once showed "reveal.held": a key that
// was never written). Keys written whole in a t('…') call are checked against the English strings (every language
// has the same keys: i18n.test.ts); plural keys may exist as key_one / key_other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../renderer/src/i18n/index';

const ROOT = join(import.meta.dirname, '../../renderer/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = RESOURCES.en;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const obj = node as Record<string, unknown> | undefined;
  return obj !== undefined && (typeof obj[last] === 'string' || typeof obj[last] === 'object' || typeof obj[`${last}_one`] === 'string');
}

describe('translation keys named in the renderer', () => {
  it('every t(\'a.b\') key written whole exists in the strings', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of sources(ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)) {
        seen++;
        if (!has(m[2]!)) missing.push(`${file.slice(ROOT.length + 1)}: ${m[2]}`);
      }
      // keys chosen by a condition: t(x ? 'a.b' : 'c.d')
      for (const m of text.matchAll(/\bt\([^()]*?\?\s*'([\w-]+(?:\.[\w-]+)+)'\s*:\s*'([\w-]+(?:\.[\w-]+)+)'/g)) {
        for (const k of [m[1]!, m[2]!]) {
          seen++;
          if (!has(k)) missing.push(`${file.slice(ROOT.length + 1)}: ${k}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
