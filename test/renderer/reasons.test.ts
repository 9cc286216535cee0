// A bot's "why?" in every language and jargon (issue 6, every string translated): each reason code,
// note and endgame miss has a sentence in es, fr and en; real bots' reasons are worded without holes;
// a reason without a valid code keeps its English text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDGAME_MISS_CODES, REASON_CODES, type ReasonCode, type ReasonSay } from '../../engine/bots/index';
import { createI18n, JARGONS, LANGUAGES, RESOURCES, type Jargon, type Language } from '../../renderer/src/i18n/index';
import { sayBotNote, sayReason, type ReasonInput, type ReasonWording } from '../../renderer/src/i18n/reasons';
import { en } from '../../renderer/src/i18n/locales/en';
import { REASON_TABLES, reasonsOfGame } from '../bots/reason-games';

// A missing code in the English strings is a compile error (and, through `Strings`, in es and fr).
en.botWhy.codes satisfies { readonly [C in ReasonCode]: string };

/** One reason of each code: the mapped type makes a forgotten code a compile error. */
const SAMPLES: { readonly [C in ReasonCode]: { readonly p?: number; readonly say: Extract<ReasonSay, { code: C }> } } = {
  'bid-true': { p: 0.62, say: { code: 'bid-true', bid: { count: 3, face: 3 } } },
  'dudo-unlikely': { p: 0.21, say: { code: 'dudo-unlikely', bid: { count: 7, face: 5 } } },
  'dudo-claim': { p: 0.55, say: { code: 'dudo-claim', claim: 'paso' } },
  'calzo-exact': { p: 0.3, say: { code: 'calzo-exact', bid: { count: 1, face: 4 } } },
  'mato-exact': { p: 0.28, say: { code: 'mato-exact', bid: { count: 21, face: 5 } } },
  'paso-hand': { say: { code: 'paso-hand', pattern: 'full-house' } },
  'paso-bluff': { p: 0, say: { code: 'paso-bluff' } },
  'picado-aces': { say: { code: 'picado-aces', aces: 2 } },
  'picado-bluff': { p: 0, say: { code: 'picado-bluff' } },
  bluff: { p: 0.34, say: { code: 'bluff', bid: { count: 4, face: 6 } } },
  salsa: { p: 0.93, say: { code: 'salsa', bid: { count: 5, face: 2 } } },
  'salsa-wait': { say: { code: 'salsa-wait' } },
  'simple-strongest': { p: 0.51, say: { code: 'simple-strongest', bid: { count: 6, face: 1 } } },
  'simple-dudo': { p: 0.12, say: { code: 'simple-dudo', bid: { count: 9, face: 2 } } },
  'simple-dudo-claim': { p: 0, say: { code: 'simple-dudo-claim' } },
  'simple-must-bid': { p: 0.4, say: { code: 'simple-must-bid', bid: { count: 2, face: 3 } } },
  'simple-wait': { say: { code: 'simple-wait' } },
  equilibrium: { p: 0.73, say: { code: 'equilibrium', move: 'bid', bid: { count: 2, face: 5 }, myDice: 1, theirDice: 2 } },
  direction: { say: { code: 'direction', direction: 'counter-clockwise' } },
  'obligar-closed': { say: { code: 'obligar-closed' } },
  'obligar-open': { say: { code: 'obligar-open' } },
  'obligar-decline': { say: { code: 'obligar-decline' } },
  'mistake-raise': { say: { code: 'mistake-raise', bid: { count: 3, face: 4 } } },
  'adapt-doubt': { p: 0.41, say: { code: 'adapt-doubt', bid: { count: 4, face: 4 }, bluffs: 6, bids: 8 } },
  'adapt-raise': { p: 0.7, say: { code: 'adapt-raise', bid: { count: 3, face: 2 }, bluffs: 0, bids: 12 } },
  'adapt-safe-bid': { p: 0.8, say: { code: 'adapt-safe-bid', bid: { count: 2, face: 6 }, dudos: 5, answers: 9 } },
  'adapt-bluff': { p: 0.45, say: { code: 'adapt-bluff', bid: { count: 5, face: 3 }, dudos: 1, answers: 14 } },
};

const i18ns = new Map(LANGUAGES.map((l) => [l, createI18n(l)] as const));

function wording(language: Language, jargon: Jargon, blankDie = false): ReasonWording {
  const i18n = i18ns.get(language)!;
  return { t: (key, vars) => i18n.t(key, vars), language, jargon, wording: { blankDie } };
}

/** A worded sentence with no hole: no missing key, variable, number or word. */
function expectClean(sentence: string, context: string): void {
  expect(sentence.trim().length, context).toBeGreaterThan(3);
  for (const hole of ['undefined', 'null', 'NaN', '{{', '}}', 'botWhy.', 'panel.', 'reveal.', 'badges.', 'directions.']) expect(sentence, context).not.toContain(hole);
}

const withText = (r: { p?: number; say: ReasonSay }): ReasonInput => ({ ...r, text: `english ${r.say.code}` });

describe('bot reasons in every language', () => {
  it('every reason code, note and endgame miss has a sentence in es, fr and en', () => {
    for (const lang of LANGUAGES) {
      const w = RESOURCES[lang].botWhy;
      for (const code of REASON_CODES) expect(w.codes[code]?.trim(), `${lang} ${code}`).toBeTruthy();
      for (const code of ENDGAME_MISS_CODES) expect(w.endgame[code]?.trim(), `${lang} ${code}`).toBeTruthy();
      for (const note of ['forgotWilds', 'rollouts', 'endgame', 'adapted'] as const) expect(w.notes[note].trim(), `${lang} ${note}`).toBeTruthy();
      expect(RESOURCES[lang].reasons.equilibrium, lang).toBeTruthy();
    }
  });

  it('one reason of each code, in every language and jargon, is translated without holes', () => {
    for (const language of LANGUAGES) {
      for (const jargon of JARGONS) {
        for (const code of REASON_CODES) {
          const said = sayReason(withText(SAMPLES[code]), wording(language, jargon, code === 'bluff'));
          expect(said.translated, `${language} ${jargon} ${code}`).toBe(true);
          expectClean(said.sentence, `${language} ${jargon} ${code}: ${said.sentence}`);
        }
      }
    }
  });

  it('bids in the player\'s jargon, chances in plain words, never a p-value (R-WILD bid wording of RULES.md §6, issue 13)', () => {
    const bid = withText(SAMPLES['bid-true']);
    expect(sayReason(bid, wording('es', 'es-CL')).sentence).toBe('Apuesto tres trenes: se cumple más o menos 3 de cada 5 veces.');
    expect(sayReason(bid, wording('fr', 'fr')).sentence).toBe('J’annonce trois trois\u202f: ça tient environ 3 fois sur 5.');
    expect(sayReason(bid, wording('en', 'en')).sentence).toBe('I bid three threes: it holds about 3 in 5 times.');
    expect(sayReason(withText(SAMPLES['picado-aces']), wording('es', 'es-PE')).sentence).toBe('Picado: tengo dos balas.');
    expect(sayReason(withText(SAMPLES['mato-exact']), wording('es', 'es-CL')).sentence).toContain('veintiuna quinas');
    expect(sayReason(withText(SAMPLES.bluff), wording('en', 'en', true)).sentence).toContain('four blanks');
  });

  it('a bluff that holds more often than not is a bold raise: no "a bluff... true with p = 1" (issue 13)', () => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const sure = sayReason({ ...withText(SAMPLES.bluff), p: 1 }, wording(language, language === 'en' ? 'en' : language === 'es' ? 'es-CL' : 'fr')).sentence;
      const lie = sayReason({ ...withText(SAMPLES.bluff), p: 0.2 }, wording(language, language === 'en' ? 'en' : language === 'es' ? 'es-CL' : 'fr')).sentence;
      expect(sure).not.toMatch(/bluff|farol/i);
      expect(sure).toMatch(/always|siempre|toujours/);
      expect(lie).toMatch(/bluff|farol/i);
      for (const s of [sure, lie]) expect(s).not.toMatch(/p = |\d[.,]\d\d/);
    }
  });

  it('what a level adds is said too: forgotten wilds (Novato), playouts (Experto), endgame tables not used (Maestro)', () => {
    const r: ReasonInput = {
      ...withText(SAMPLES['dudo-unlikely']),
      notes: { forgotWilds: true, rollouts: { loss: 0.25, n: 6 }, endgame: { code: 'round-kind', roundKind: 'palifico' } },
    };
    expect(sayReason(r, wording('en', 'en')).sentence).toBe(
      'Dudo: seven fives holds only about 1 in 5 times. (I forgot the wilds.) I lose the round in 25% of 6 playouts. Endgame tables not used (not for this round: Palifico): Expert play.',
    );
    const fr = sayReason(r, wording('fr', 'fr')).sentence;
    expect(fr).toContain('environ 1 fois sur 5');
    expect(fr).toMatch(/25\s%/);
  });

  it('issue 41.3: a round Maestro left its table for its look-ahead against an honest bidder says so, with its counts, in es, fr and en', () => {
    const r: ReasonInput = { ...withText(SAMPLES['dudo-unlikely']), notes: { adapted: { bluffs: 1, bids: 14 }, source: 'search' } };
    expect(sayReason(r, wording('en', 'en')).sentence).toContain('you have bluffed in only 1 of 14 bids like yours that I saw revealed, so I play my look-ahead');
    expect(sayReason(r, wording('es', 'es-CL')).sentence).toContain('solo has mentido en 1 de 14 apuestas');
    expect(sayReason(r, wording('fr', 'fr')).sentence).toContain('tu n’as bluffé que dans 1 de 14 enchères');
  });

  it('reasons of real bots on random games are translated without holes in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: REASON_TABLES.length - 1 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...JARGONS),
        (t, seed, language, jargon) => {
          const reasons = reasonsOfGame(REASON_TABLES[t]!, seed);
          const w = wording(language, jargon, t === 2);
          for (const r of reasons) {
            const said = sayReason(r, w);
            expect(said.translated, r.text).toBe(true);
            expectClean(said.sentence, `${r.text} → ${said.sentence}`);
            if (language !== 'en') expect(said.sentence).not.toBe(r.text);
          }
        },
      ),
      { numRuns: 12, seed: 60 },
    );
  });

  it('a reason without a valid code (a protocol bot from outside) keeps its English text', () => {
    const w = wording('es', 'es-CL');
    const text = 'my own reason';
    for (const r of [
      { text },
      { text, kind: 'choice' },
      { text, say: { code: 'no-such-code' } },
      { text, say: { code: 'bid-true', bid: { count: 3, face: 9 } }, p: 0.5 },
      { text, say: { code: 'bid-true', bid: { count: 3, face: 3 } } },
      { text, say: { code: 'bid-true', bid: { count: 3, face: 3 } }, p: Number.NaN },
      { text, say: 'bid-true' },
    ] as ReasonInput[]) {
      expect(sayReason(r, w), JSON.stringify(r)).toEqual({ sentence: text, translated: false });
    }
  });

  it('bad notes from outside are left out, the sentence stays', () => {
    const r: ReasonInput = { ...withText(SAMPLES['salsa-wait']), notes: { rollouts: { loss: 'a lot' }, endgame: { code: 'weather' } } };
    expect(sayReason(r, wording('en', 'en'))).toEqual({ sentence: 'No out-of-turn raise I am sure of.', translated: true });
  });

  it('the host\'s safe move for a failed bot (no reason from the bot) is said in the player\'s language, not in English', () => {
    const said = new Map(LANGUAGES.map((language) => [language, sayBotNote(null, wording(language, 'en'))] as const));
    for (const [language, s] of said) {
      expect(s.translated, language).toBe(true);
      expectClean(s.sentence, `${language}: ${s.sentence}`);
    }
    expect(new Set([...said.values()].map((s) => s.sentence)).size).toBe(LANGUAGES.length);
    expect(said.get('es')!.sentence).toContain('jugada legal segura');
    const bid = withText(SAMPLES['bid-true']);
    expect(sayBotNote(bid, wording('es', 'es-CL'))).toEqual(sayReason(bid, wording('es', 'es-CL')));
  });
});

describe('a bot says what it held (issue 13)', () => {
  const say = (language: Language, jargon: Jargon, r: { p?: number; say: ReasonSay }): string => sayReason(withText(r), wording(language, jargon)).sentence;

  it('a bluff on a face the bot does not hold says so, in each language', () => {
    const bluff = { p: 0.34, say: { code: 'bluff', bid: { count: 4, face: 5 }, hand: { held: 0, wild: 0, unseen: 15, need: 4 } } } as const;
    expect(say('en', 'en', bluff)).toBe('I hold no fives and bid four fives anyway: it holds only about 1 in 3 times. The 15 dice I cannot see need four fives.');
    expect(say('es', 'es-CL', bluff)).toBe('No tengo quinas y apuesto cuatro quinas igual: se cumple solo más o menos 1 de cada 3 veces. Entre los 15 dados que no veo faltan cuatro quinas.');
    expect(say('fr', 'fr', bluff)).toMatch(/^Je n’ai pas de \S+ et j’annonce quand même .+\u202f: ça ne tient qu’environ 1 fois sur 3\. Parmi les 15 dés que je ne vois pas, il faut .+\.$/);
  });

  it('a dudo says what the bot held and how many more the others would need', () => {
    const dudo = { p: 0.12, say: { code: 'dudo-unlikely', bid: { count: 6, face: 3 }, hand: { held: 2, wild: 1, unseen: 6, need: 4 } } } as const;
    expect(say('en', 'en', dudo)).toBe('Dudo: six threes holds only about 1 in 7 times. I hold two threes, wilds included. The 6 dice I cannot see need four threes.');
    expect(say('es', 'es-CL', dudo)).toContain('Tengo dos trenes, contando comodines. Entre los 6 dados que no veo faltan cuatro trenes.');
  });

  it('one die unseen, nothing needed, and exact calls are worded each their way', () => {
    expect(say('en', 'en', { p: 0.5, say: { code: 'bid-true', bid: { count: 2, face: 2 }, hand: { held: 1, wild: 0, unseen: 1, need: 1 } } })).toBe('I bid two twos: it holds about 1 in 2 times. I hold one two. The die I cannot see must be one two.');
    expect(say('en', 'en', { p: 0.97, say: { code: 'bid-true', bid: { count: 2, face: 2 }, hand: { held: 2, wild: 0, unseen: 8, need: 0 } } })).toContain('I hold two twos. That is enough already');
    expect(say('en', 'en', { p: 0.4, say: { code: 'calzo-exact', bid: { count: 3, face: 4 }, hand: { held: 3, wild: 0, unseen: 10, need: 0 } } })).toContain('None of the 10 dice I cannot see may count.');
    // French names the aces and elides before them: "pas d’as", "pas de cinq"
    expect(say('fr', 'fr', { p: 0.2, say: { code: 'bluff', bid: { count: 3, face: 1 }, hand: { held: 0, wild: 0, unseen: 9, need: 3 } } })).toMatch(/^Je n’ai pas d’as et j’annonce quand même trois as/);
  });

  it('real bots’ reasons carry what they held, and every such sentence says it in each language (random games)', () => {
    let withHand = 0;
    for (const reason of reasonsOfGame(REASON_TABLES[0]!, 11)) {
      const s = reason.say;
      if (!s || !('hand' in s) || !s.hand) continue;
      withHand++;
      for (const language of LANGUAGES) {
        const sentence = sayReason(reason, wording(language, language === 'es' ? 'es-CL' : language)).sentence;
        expectClean(sentence, `${language} ${JSON.stringify(s)}`);
      }
      const en = sayReason(reason, wording('en', 'en')).sentence;
      expect(en, JSON.stringify(s)).toMatch(/I hold (no|\w+ \w+)/);
    }
    expect(withHand).toBeGreaterThan(5);
  });

  it('Maestro\'s solved play names the dice in the right number and a palifico, obligar or blind round (R-PALIFICO, R-OBLIGAR, R-BLIND)', () => {
    const normal = withText(SAMPLES.equilibrium);
    expect(sayReason(normal, wording('en', 'en')).sentence).toContain('the solved play of 1 die against 2 dice');
    expect(sayReason(normal, wording('es', 'es-CL')).sentence).toContain('el juego resuelto de 1 dado contra 2 dados');
    expect(sayReason(normal, wording('fr', 'fr')).sentence).toContain('le jeu résolu de 1 dé contre 2 dés');
    const palifico = withText({ p: 0.5, say: { code: 'equilibrium', move: 'dudo', bid: null, myDice: 1, theirDice: 3, round: 'palifico' } });
    expect(sayReason(palifico, wording('en', 'en')).sentence).toContain('1 die against 3 dice in a palifico round');
    expect(sayReason(palifico, wording('es', 'es-CL')).sentence).toContain('1 dado contra 3 dados en una ronda palifico');
    expect(sayReason(palifico, wording('fr', 'fr')).sentence).toContain('1 dé contre 3 dés en manche palifico');
    const obligar = withText({ p: 1, say: { code: 'equilibrium', move: 'calzo', bid: null, myDice: 3, theirDice: 1, round: 'obligar-open' } });
    for (const [language, jargon, words] of [['en', 'en', 'in an open obligar round'], ['es', 'es-CL', 'en un obligar abierto'], ['fr', 'fr', 'en obligar ouvert']] as const) {
      const said = sayReason(obligar, wording(language, jargon));
      expect(said.translated).toBe(true);
      expect(said.sentence).toContain(words);
      expectClean(said.sentence, said.sentence);
    }
    // R-OBLIGAR closed, R-BLIND: a seat bidding blind still plays a solved round, and says which
    const closed = withText({ p: 1, say: { code: 'equilibrium', move: 'dudo', bid: null, myDice: 2, theirDice: 1, round: 'obligar-closed' } });
    const blind = withText({ p: 0.4, say: { code: 'equilibrium', move: 'dudo', bid: null, myDice: 1, theirDice: 2, round: 'blind' } });
    for (const [language, jargon, closedWords, blindWords] of [
      ['en', 'en', 'in a closed obligar round', 'in a blind round'],
      ['es', 'es-CL', 'en un obligar cerrado', 'en una ronda ciega'],
      ['fr', 'fr', 'en obligar fermé', 'en manche à l’aveugle'],
    ] as const) {
      for (const [reason, words] of [[closed, closedWords], [blind, blindWords]] as const) {
        const said = sayReason(reason, wording(language, jargon));
        expect(said.translated).toBe(true);
        expect(said.sentence).toContain(words);
        expectClean(said.sentence, said.sentence);
      }
    }
  });
});
