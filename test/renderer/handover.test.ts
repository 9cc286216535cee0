// Couch play: one human's private view is never shown while another human is to act.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { privacyFor } from '../../renderer/src/logic/handover';

describe('hand-over rules (couch play, information hiding)', () => {
  it('a lone human always sees their own view, with no hand-over screen', () => {
    expect(privacyFor([2], null, 0)).toEqual({ viewer: 2, handOverTo: null });
    expect(privacyFor([2], 2, 2)).toEqual({ viewer: 2, handOverTo: null });
  });

  it('asks to pass the cup when the next human differs from the one shown', () => {
    expect(privacyFor([0, 1], 0, 1)).toEqual({ viewer: null, handOverTo: 1 });
    expect(privacyFor([0, 1], null, 0)).toEqual({ viewer: null, handOverTo: 0 });
  });

  it('keeps the shown human while a bot acts or the same human acts again', () => {
    expect(privacyFor([0, 1], 0, 2)).toEqual({ viewer: 0, handOverTo: null });
    expect(privacyFor([0, 1], 1, 1)).toEqual({ viewer: 1, handOverTo: null });
  });

  it('property: with two or more humans, the viewer is never a human other than the one to act', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 5 })),
        fc.option(fc.integer({ min: 0, max: 5 })),
        (humans, shown, actor) => {
          const p = privacyFor(humans, shown, actor);
          if (actor !== null && humans.includes(actor)) expect(p.viewer === null || p.viewer === actor).toBe(true);
          if (p.handOverTo !== null) expect(p.viewer).toBeNull();
        },
      ),
    );
  });
});
