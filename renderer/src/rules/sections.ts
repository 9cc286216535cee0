// Which rules a rule set plays, and how each is marked (issue 26 item 1). Pure: read from the engine's
// option tables (OPTION_NAMES, OPTION_RULE_IDS, presets), so the Rules screen follows the setup.
import { OPTION_NAMES, OPTION_RULE_IDS, resolveRules, type PresetId, type RuleOptionName, type RuleOptions } from '../../../engine/index';

/** A topic of the Rules screen: the two common sections, or an option. */
export type RuleTopic = 'aim' | 'round' | RuleOptionName;

/** An option's value that plays no rule ("off"). */
export function isOff(name: RuleOptionName, value: unknown): boolean {
  if (value === false || value === 'none') return true;
  return name === 'ante' && value === 0;
}

/** Options that mean something only beside another one (a calzo rule without calzo, say). */
export function isRelevant(name: RuleOptionName, o: RuleOptions): boolean {
  switch (name) {
    case 'calzoWhen':
    case 'noCalzoWithFullHand':
    case 'noCalzoHeadsUp':
      return o.calzo;
    case 'noDoublePaso':
      return o.paso;
    case 'obligarEveryTime':
      return o.oneDieRound === 'obligar' && o.penalty !== 'lives';
    // R-LIVES: nobody loses dice, so no one is ever down to one die; the loser starts the next round
    case 'oneDieRound':
    case 'nextStarter':
      return o.penalty !== 'lives';
    case 'acesTo':
      return o.wild === 'aces';
    case 'blankBids':
      return o.wild === 'blank';
    default:
      return true;
  }
}

export interface OptionSection {
  readonly name: RuleOptionName;
  readonly ruleId: string;
  readonly value: RuleOptions[RuleOptionName];
  /** Its value differs from the rule set's own (the game changed it at the setup). */
  readonly changed: boolean;
}

export interface RuleSections {
  /** Options the rule set plays (each a section with its text and example). */
  readonly on: readonly OptionSection[];
  /** Options it does not play (listed briefly). */
  readonly off: readonly OptionSection[];
}

/** The sections of a rule set: the preset's options, or a game's (the preset with its overrides). */
export function sectionsOf(preset: PresetId, options?: RuleOptions): RuleSections {
  const base = resolveRules(preset);
  const o = options ?? base;
  const on: OptionSection[] = [];
  const off: OptionSection[] = [];
  for (const name of OPTION_NAMES) {
    if (!isRelevant(name, o)) continue;
    const section: OptionSection = { name, ruleId: OPTION_RULE_IDS[name], value: o[name], changed: o[name] !== base[name] };
    (isOff(name, o[name]) ? off : on).push(section);
  }
  return { on, off };
}
