// Issue 40, "Done when": a record from before this issue is reviewed, and a corrupt one gets a clear typed
// error. The records: test/fixtures/rule-scenarios.json, written by an independent reviewer and committed
// on 2026-11-22 (7a12604), ten days before the review existed (28b5333), unchanged since; many rule sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS, exactValuer, reviewRecord } from '../../engine/review/index';
import { repoEndgame } from '../setup/endgame-tables';

interface Scenario {
  readonly name: string;
  readonly record: unknown;
  readonly expect: { readonly ok?: boolean; readonly error?: { readonly index: number } };
}

const scenarios = JSON.parse(readFileSync('test/fixtures/rule-scenarios.json', 'utf8')) as Scenario[];
const exact = exactValuer(repoEndgame);
/** Fewer worlds than the app's (REVIEW_WORLDS): this test checks that every record is reviewed, not the values. */
const WORLDS = 24;
const documentOf = (s: Scenario): unknown => (typeof s.record === 'object' && s.record !== null && '__text__' in s.record ? String(s.record.__text__) : s.record);
const KINDS_REACHED = [...DECISION_KINDS].sort();
const seatActions = (doc: unknown): number => (doc as { actions: { type: string }[] }).actions.filter((a) => a.type !== 'roll' && a.type !== 'startRoll').length;

describe('records written before the review (issue 40)', () => {
  const played = scenarios.filter((s) => s.expect.ok === true);
  const refused = scenarios.filter((s) => s.expect.ok === false);
  const corrupt = scenarios.filter((s) => s.expect.ok === undefined);

  it('the fixture holds records of every outcome', () => {
    expect(played.length).toBeGreaterThanOrEqual(150);
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(corrupt.length).toBeGreaterThanOrEqual(10);
  });

  it('every record the rules replay to its end is reviewed: each seat action a decision, each value exact or estimated', () => {
    const kinds = new Set<string>();
    for (const s of played) {
      const r = reviewRecord(documentOf(s), { exact, worlds: WORLDS });
      expect(r.ok ? null : r.error, s.name).toBeNull();
      if (!r.ok) continue;
      expect(r.review.decisions, s.name).toHaveLength(seatActions(documentOf(s)));
      for (const d of r.review.decisions) {
        expect(['exact', 'estimated'], s.name).toContain(d.valueKind);
        expect(d.cost, s.name).toBeGreaterThanOrEqual(0);
        kinds.add(d.kind);
      }
    }
    // the records reach the kinds of decision of many rule sets, not only bids and dudos
    expect([...kinds].sort()).toEqual(KINDS_REACHED);
  }, 300_000);

  it('a record with an action the rules refuse is ACTION_REFUSED at that action', () => {
    for (const s of refused) {
      expect(reviewRecord(documentOf(s), { exact, worlds: WORLDS }), s.name).toMatchObject({ ok: false, error: { code: 'ACTION_REFUSED', field: `actions[${s.expect.error!.index}]` } });
    }
  }, 60_000);

  it('a corrupt record (bad JSON, a bad field) is BAD_RECORD with a message', () => {
    for (const s of corrupt) {
      const r = reviewRecord(documentOf(s), { exact, worlds: WORLDS });
      expect(r, s.name).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
      if (!r.ok) expect(r.error.message.length, s.name).toBeGreaterThan(10);
    }
  });
});
