// Which options a rule set plays, and which mean nothing there (issue 39.5: rule knowledge stays in the engine).
// The Rules screen lists a rule set's sections from here (renderer/src/rules), the setup follows the same tables.
import { OPTION_NAMES, OPTION_RULE_IDS, type RuleOptionName, type RuleOptions } from './options';
import { resolveRules, type PresetId } from './variants';

/** An option's value that plays no rule ("off"): false, none, or no ante (O-ANTE). */
export function optionIsOff(name: RuleOptionName, value: unknown): boolean {
  if (value === false || value === 'none') return true;
  return name === 'ante' && value === 0;
}

/** Whether an option means something under these options (a calzo rule without calzo does not, say). */
export function optionIsRelevant(name: RuleOptionName, o: RuleOptions): boolean {
  switch (name) {
    // R-CALZO-WHEN, O-CALZO5, O-CALZO2: rules of the calzo
    case 'calzoWhen':
    case 'noCalzoWithFullHand':
    case 'noCalzoHeadsUp':
      return o.calzo;
    // O-PASO2: a rule of the paso
    case 'noDoublePaso':
      return o.paso;
    // O-OBLIGAR-ANY: obligar rounds under the dice penalty
    case 'obligarEveryTime':
      return o.oneDieRound === 'obligar' && o.penalty !== 'lives';
    // R-LIVES: nobody loses dice, so no one is ever down to one die; the loser starts the next round
    case 'oneDieRound':
    case 'nextStarter':
      return o.penalty !== 'lives';
    // O-ACESTO: where aces are wild; R-BLANK: where the blank is
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
export function ruleSectionsOf(preset: PresetId, options?: RuleOptions): RuleSections {
  const base = resolveRules(preset);
  const o = options ?? base;
  const on: OptionSection[] = [];
  const off: OptionSection[] = [];
  for (const name of OPTION_NAMES) {
    if (!optionIsRelevant(name, o)) continue;
    const section: OptionSection = { name, ruleId: OPTION_RULE_IDS[name], value: o[name], changed: o[name] !== base[name] };
    (optionIsOff(name, o[name]) ? off : on).push(section);
  }
  return { on, off };
}
