// Issue 27 item 2: a throw is heard from its physics contacts, each impact as loud as it struck.
import { describe, expect, it } from 'vitest';
import { ContactKind } from '../../renderer/physics/index';
import { impactGain } from '../../renderer/src/audio/sound';

describe('the loudness of an impact', () => {
  it('grows with the impulse, silent at none and full (1) from a hard knock on, for every kind', () => {
    for (const kind of [ContactKind.dieDie, ContactKind.dieFelt, ContactKind.dieCup, ContactKind.cupFelt]) {
      expect(impactGain(kind, 0)).toBe(0);
      expect(impactGain(kind, -5)).toBe(0);
      let last = 0;
      for (const impulse of [12, 30, 60, 90, 120]) {
        const g = impactGain(kind, impulse);
        expect(g).toBeGreaterThanOrEqual(last);
        last = g;
      }
      expect(impactGain(kind, 10_000)).toBe(1);
    }
    // a soft knock of a die is heard, well below a hard one
    expect(impactGain(ContactKind.dieDie, 12)).toBeGreaterThan(0.2);
    expect(impactGain(ContactKind.dieDie, 12)).toBeLessThan(impactGain(ContactKind.dieDie, 80));
  });
});
