// Docs a newcomer can read (issue 39 item 7): no merge markers in docs/*.md or README.md, each doc under 4,000 words,
// docs/ under 25,000 words in all, and every npm script of package.json named in README.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOC_WORD_LIMIT = 4_000;
const DOCS_WORD_LIMIT = 25_000;

/** Words as `wc -w` counts them: runs of non-whitespace. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** 1-based line numbers of git's conflict markers (`<<<<<<<`, `=======`, `>>>>>>>` at the start of a line). */
function mergeMarkerLines(text: string): number[] {
  return text
    .split('\n')
    .flatMap((line, i) => (/^(<{7}|={7}|>{7})(\s|$)/.test(line) ? [i + 1] : []));
}

/** The script names that `readme` never names as `npm run NAME` (or `npm NAME` for start and test). */
function scriptsNotMentioned(scripts: readonly string[], readme: string): string[] {
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scripts.filter((name) => {
    const short = name === 'start' || name === 'test' ? `|npm ${escape(name)}` : '';
    return !new RegExp(`(npm run ${escape(name)}${short})(?![\\w:-])`).test(readme);
  });
}

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const docFiles = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

describe('the doc checks themselves', () => {
  it('counts words as wc -w does', () => {
    expect(wordCount('  one two\nthree\t four  ')).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  it('finds each kind of merge marker at the start of a line, and nothing else', () => {
    const text = ['a', '<<<<<<< HEAD', 'b', '=======', 'c', '>>>>>>> branch', '| ======= |', '========'].join('\n');
    expect(mergeMarkerLines(text)).toEqual([2, 4, 6]);
  });

  it('reports a script that the README names nowhere, and not one it names', () => {
    const readme = 'Run `npm start`, `npm test`, `npm run test:e2e` and `npm run bench:dice -- --json`.';
    expect(scriptsNotMentioned(['start', 'test', 'test:e2e', 'bench:dice', 'test:unit', 'bench'], readme)).toEqual([
      'test:unit',
      'bench',
    ]);
  });
});

describe('docs a newcomer can read (issue 39 item 7)', () => {
  it('has docs to check', () => {
    expect(docFiles.length).toBeGreaterThan(0);
  });

  it.each([...docFiles, 'README.md'])('%s has no merge markers', (path) => {
    expect(mergeMarkerLines(read(path))).toEqual([]);
  });

  it.each(docFiles)(`%s is under ${DOC_WORD_LIMIT} words`, (path) => {
    expect(wordCount(read(path))).toBeLessThanOrEqual(DOC_WORD_LIMIT);
  });

  it(`docs/ is under ${DOCS_WORD_LIMIT} words in all`, () => {
    const total = docFiles.reduce((sum, path) => sum + wordCount(read(path)), 0);
    expect(total).toBeLessThanOrEqual(DOCS_WORD_LIMIT);
  });

  it('README.md names every npm script of package.json', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scriptsNotMentioned(Object.keys(scripts), read('README.md'))).toEqual([]);
  });
});
