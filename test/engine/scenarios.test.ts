// 280 rule scenarios written from RULES.md and RECORD-FORMAT.md alone by an independent reviewer
// (each record with the CLI output expected before it was run), replayed in process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../main/cli/replay';

interface Scenario {
  name: string;
  record: unknown;
  expect: { exit: number; ok?: boolean; applied?: number; error?: { index: number; code: string | null }; state?: Record<string, unknown> };
}

const scenarios = JSON.parse(readFileSync('test/fixtures/rule-scenarios.json', 'utf8')) as Scenario[];

describe('independent rule scenarios (npm run dudo -- replay)', () => {
  it('there are at least 250 of them', () => expect(scenarios.length).toBeGreaterThanOrEqual(250));
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const rec = s.record as { __text__?: string };
    const text = typeof rec === 'object' && rec !== null && '__text__' in rec ? String(rec.__text__) : JSON.stringify(s.record);
    const { output, exitCode } = replayCommand(text);
    const out = output as { ok: boolean; applied: number; error: { index: number | null; code: string } | null; state: Record<string, unknown> | null };
    expect(exitCode).toBe(s.expect.exit);
    if (s.expect.ok !== undefined) expect(out.ok).toBe(s.expect.ok);
    if (s.expect.applied !== undefined) expect(out.applied).toBe(s.expect.applied);
    if (s.expect.error) {
      expect(out.error?.index).toBe(s.expect.error.index);
      if (s.expect.error.code !== null) expect(out.error?.code).toBe(s.expect.error.code);
    }
    if (s.expect.state) expect(out.state).toMatchObject(s.expect.state);
  });
});
