// The review's decisions said in plain words (issue 40 item 6): each class, each call, exact and estimated,
// plurals ("one die" / "nine dice", none of a face), in English, Spanish and French; a chance is never said
// as 0 % or 100 % unless it is certain, and no number is said without its kind.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { bidWords, defaultJargon, faceWord, LANGUAGES, type Language } from '../../renderer/src/i18n/jargon';
import { CLASS_MARKS, DECISION_CLASSES, type ReviewedDecision } from '../../renderer/src/review/model';
import { decisionWords, percentText, type Speech } from '../../renderer/src/review/words';

function speech(language: Language, you = 0): Speech {
  const i18n = createI18n(language);
  const jargon = defaultJargon(language);
  return {
    // Intl's percent puts a no-break space before % in es and fr: said here as a plain space
    t: (key, vars) => (i18n.t(key, vars) as string).replace(/[\u00a0\u202f]/g, ' '),
    language,
    bid: (count, face) => bidWords(count, face, jargon),
    face: (face, plural) => faceWord(face, jargon, plural),
    name: (seat) => ['Ana', 'Beto', 'Carla'][seat] ?? `#${seat + 1}`,
    isYou: (seat) => seat === you,
  };
}

/** The example: a dudo on four threes, true 71 % of the time, when raising to four fours lost 38 %. */
const dudo: ReviewedDecision = {
  step: 7,
  round: 2,
  seat: 0,
  kind: 'dudo',
  chosen: { choice: { type: 'dudo' }, loss: 0.71 },
  best: { choice: { type: 'bid', count: 4, face: 4 }, loss: 0.38 },
  runnerUp: null,
  measure: 'round',
  certainty: { kind: 'estimated', margin: 0.04 },
  cost: 0.33,
  class: 'blunder',
  standing: { count: 4, face: 3 },
  mine: 2,
  unseen: 9,
  chanceTrue: 0.71,
  chanceExact: 0.3,
  actual: 5,
};

describe('review words', () => {
  it('says the issue example in English, with the kind of its numbers and the cups apart', () => {
    const w = decisionWords(dudo, speech('en'));
    expect(w.did).toBe('You doubted four threes.');
    expect(w.knew).toBe('With two threes in your cup and nine dice you could not see, four threes was true 71% of the time.');
    expect(w.compare).toBe('Raising to four fours lost a round 38% of the time, your dudo 71%.');
    expect(w.certainty).toBe('estimated ± 4%');
    expect(w.actual).toBe('Under the cups: five threes.');
    expect(w.classLabel).toBe('Blunder');
  });

  it('says it in Spanish and French', () => {
    const es = decisionWords(dudo, speech('es'));
    expect(es.did).toBe('Dudaste de cuatro trenes.');
    expect(es.knew).toBe('Con dos trenes en tu cacho y nueve dados que no veías, cuatro trenes era cierto el 71 % de las veces.');
    expect(es.compare).toBe('Subir a cuatro cuadras perdía una ronda el 38 % de las veces; tu dudo, el 71 %.');
    const fr = decisionWords(dudo, speech('fr'));
    expect(fr.did).toBe('Vous avez douté de quatre trois.');
    expect(fr.compare).toBe('Monter à quatre quatre perdait une manche 38 % du temps ; votre dudo, 71 %.');
    expect(fr.certainty).toMatch(/^estimé ± 4\s%$/);
  });

  it('names another person in the third person', () => {
    const w = decisionWords({ ...dudo, seat: 1 }, speech('en'));
    expect(w.did).toBe('Beto doubted four threes.');
    expect(w.knew).toContain('in their cup');
    expect(w.compare).toContain("Beto's dudo 71%");
    expect(decisionWords({ ...dudo, seat: 2 }, speech('fr')).compare).toContain('le dudo de Carla');
  });

  it('says one die and none of a face with their own words', () => {
    const w = decisionWords({ ...dudo, mine: 0, unseen: 1, actual: 0 }, speech('en'));
    expect(w.knew).toBe('With no threes in your cup and one die you could not see, four threes was true 71% of the time.');
    expect(w.actual).toBe('Under the cups: no threes.');
    expect(decisionWords({ ...dudo, unseen: 1 }, speech('es')).knew).toContain('un dado que no veías');
    expect(decisionWords({ ...dudo, unseen: 1 }, speech('fr')).knew).toContain('un dé que vous ne voyiez pas');
    expect(decisionWords({ ...dudo, unseen: 12 }, speech('fr')).knew).toContain('douze dés');
  });

  it('says the best choice as best, with the next best, and exact values as exact', () => {
    const best: ReviewedDecision = {
      ...dudo,
      chosen: { choice: { type: 'calzo' }, loss: 0.6 },
      best: { choice: { type: 'calzo' }, loss: 0.6 },
      runnerUp: { choice: { type: 'dudo' }, loss: 0.7 },
      certainty: { kind: 'exact' },
      measure: 'game',
      cost: 0,
      class: 'best',
    };
    const w = decisionWords(best, speech('en'));
    expect(w.did).toBe('You called calzo on four threes.');
    expect(w.compare).toBe('Your calzo was the best choice: it lost the game 60% of the time. Next best, doubting: 70%.');
    expect(w.certainty).toBe('exact (solved table)');
    // a calzo is right only when exact: its chance of being exact is said
    expect(w.knew).toContain('exactly right 30% of the time');
    expect(w.classLabel).toBe('Best');
  });

  it('says an opening bid without a standing bid or a chance', () => {
    const open: ReviewedDecision = { ...dudo, chosen: { choice: { type: 'bid', count: 2, face: 5 }, loss: 0.5 }, best: { choice: { type: 'bid', count: 1, face: 5 }, loss: 0.45 }, standing: null, chanceTrue: null, actual: null, class: 'good' };
    const w = decisionWords(open, speech('en'));
    expect(w.did).toBe('You opened the round with two fives.');
    expect(w.knew).toBeNull();
    expect(w.actual).toBeNull();
    expect(w.compare).toBe('Opening with one five lost a round 45% of the time, your bid 50%.');
  });

  it('names every class in every language, each with its own shape', () => {
    const shapes = new Set(DECISION_CLASSES.map((c) => CLASS_MARKS[c].shape));
    expect(shapes.size).toBe(DECISION_CLASSES.length);
    for (const language of LANGUAGES) {
      const labels = DECISION_CLASSES.map((c) => decisionWords({ ...dudo, class: c }, speech(language)).classLabel);
      expect(new Set(labels).size, language).toBe(DECISION_CLASSES.length);
      for (const l of labels) expect(l, language).not.toMatch(/^review\./);
    }
  });

  it('never says 0 % or 100 % for an uncertain chance, and every sentence with a number has no key left', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...LANGUAGES), (p, language) => {
        const text = percentText(p, language);
        const n = Number(text.replace(/[^\d]/g, ''));
        if (p > 0 && p < 1) expect(n >= 1 && n <= 99).toBe(true);
        const w = decisionWords({ ...dudo, chanceTrue: p, chosen: { ...dudo.chosen, loss: p } }, speech(language));
        for (const line of [w.did, w.knew, w.compare, w.certainty, w.actual]) expect(line ?? '').not.toMatch(/review\.|\{\{/);
      }),
      { numRuns: 60 },
    );
  });

  it('says every call and choice in every language without a missing key', () => {
    const choices = [
      { type: 'bid', count: 3, face: 2 as Face },
      { type: 'mato' },
      { type: 'paso' },
      { type: 'picado' },
      { type: 'obligar', mode: 'closed' },
      { type: 'obligar', mode: 'decline' },
      { type: 'direction', direction: 'clockwise' },
    ] as const;
    for (const language of LANGUAGES)
      for (const choice of choices)
        for (const you of [0, 1]) {
          const w = decisionWords({ ...dudo, chosen: { choice, loss: 0.5 }, best: { choice: choice, loss: 0.5 }, class: 'best' }, speech(language, you));
          for (const line of [w.did, w.compare]) expect(line, `${language} ${choice.type}`).not.toMatch(/review\.|\{\{|dialogs\.|badges\.|directions\./);
        }
  });

  it('R-OBLIGAR, O-DIR: says an obligar or direction choice in plain words, the round each mode makes named in full', () => {
    const obligar: ReviewedDecision = {
      ...dudo,
      kind: 'other',
      chosen: { choice: { type: 'obligar', mode: 'decline' }, loss: 0.35 },
      best: { choice: { type: 'obligar', mode: 'closed' }, loss: 0.02 },
      cost: 0.33,
      standing: null,
      chanceTrue: null,
      chanceExact: null,
      actual: null,
    };
    const en = decisionWords(obligar, speech('en'));
    expect(en.did).toBe('You chose a normal round (no obligar).');
    expect(en.knew).toBeNull();
    expect(en.compare).toBe('Choosing a closed obligar round (only the player who calls it sees their die) lost a round 2% of the time, your choice 35%.');
    expect(decisionWords(obligar, speech('es')).did).toBe('Elegiste una ronda normal (sin obligar).');
    expect(decisionWords(obligar, speech('es')).compare).toMatch(/^Elegir una ronda de obligar cerrado .* perdía una ronda el 2 % de las veces; tu elección, el 35 %\.$/);
    expect(decisionWords({ ...obligar, seat: 1 }, speech('fr')).did).toBe('Beto a choisi une manche normale (sans obligar).');
    const direction: ReviewedDecision = { ...obligar, chosen: { choice: { type: 'direction', direction: 'clockwise' }, loss: 0.26 }, best: { choice: { type: 'direction', direction: 'clockwise' }, loss: 0.26 }, cost: 0, class: 'best' };
    expect(decisionWords(direction, speech('en')).did).toMatch(/^You chose to play clockwise/);
    expect(decisionWords(direction, speech('en')).compare).toBe('Your choice was the best choice: it lost a round 26% of the time.');
  });
});
