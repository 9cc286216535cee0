// The setup screen's model: seats, preset and option overrides, turned into the host's game:new payload.
import { DEFAULT_OPTIONS, OPTION_NAMES, PRESETS, resolveRules, type PresetId, type RuleOptions, type RuleOverrides, type RulesSpec } from '../../../engine/index';
import type { GameNewPayload } from '../../../common/contract/index';
import { CUP_COLOURS } from './palette';

export const BOT_LEVEL_CHOICES = ['novato', 'medio', 'experto', 'maestro'] as const;
export const PERSONALITY_CHOICES = ['balanced', 'cautious', 'bold'] as const;

export interface SeatChoice {
  name: string;
  kind: 'human' | 'bot';
  level: (typeof BOT_LEVEL_CHOICES)[number];
  personality: (typeof PERSONALITY_CHOICES)[number];
  colour: string;
  /** A person's profile chosen at the setup (none: the host finds or makes one by the name). */
  profileId?: string | undefined;
  /** Phones mode (issue 28): this person plays on this screen rather than on a phone. */
  thisScreen?: boolean | undefined;
}

export interface SetupChoice {
  seats: SeatChoice[];
  preset: PresetId;
  options: RuleOptions;
  targetWins: number;
  dice3d: boolean;
  /** Issue 28: play with phones (each person seat on a phone unless it chose this screen); off by default. */
  phones?: boolean;
}

export function defaultSeats(names: readonly string[], count = 4): SeatChoice[] {
  return Array.from({ length: count }, (_, i) => ({
    name: names[i] ?? `P${i + 1}`,
    kind: i === 0 ? 'human' : 'bot',
    level: 'medio',
    personality: PERSONALITY_CHOICES[i % PERSONALITY_CHOICES.length]!,
    colour: CUP_COLOURS[i % CUP_COLOURS.length]!.hex,
  }));
}

export function presetOptions(preset: PresetId): RuleOptions {
  return resolveRules(preset);
}

/** Only the options that differ from the preset travel as overrides (RECORD-FORMAT.md `rules`). */
export function rulesSpecOf(preset: PresetId, options: RuleOptions): RulesSpec {
  const base = resolveRules(preset);
  const overrides: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) if (options[name] !== base[name]) overrides[name] = options[name];
  return Object.keys(overrides).length === 0 ? preset : { preset, options: overrides as RuleOverrides };
}

export function toGameNew(choice: SetupChoice): GameNewPayload {
  return {
    seats: choice.seats.map((s) => ({
      name: s.name.trim() || '?',
      kind: s.kind,
      ...(s.kind === 'bot' ? { level: s.level, personality: s.personality } : {}),
      color: s.colour,
      ...(s.kind === 'human' && s.profileId ? { profileId: s.profileId } : {}),
      ...(choice.phones && s.kind === 'human' && !s.thisScreen ? { phone: true } : {}),
    })),
    rules: rulesSpecOf(choice.preset, choice.options),
    match: { targetWins: choice.targetWins, startingChips: 100 },
    dice3d: choice.dice3d,
  };
}

/** Reads a remembered game:new payload back into the setup screen's choices (quick start, prefill). */
export function fromGameNew(p: GameNewPayload): SetupChoice {
  const preset = typeof p.rules === 'string' ? p.rules : p.rules.preset;
  const options = resolveRules(p.rules);
  return {
    seats: p.seats.map((s, i) => ({
      name: s.name,
      kind: s.kind,
      level: (BOT_LEVEL_CHOICES as readonly string[]).includes(s.level ?? '') ? (s.level as SeatChoice['level']) : 'medio',
      personality: (PERSONALITY_CHOICES as readonly string[]).includes(s.personality ?? '') ? (s.personality as SeatChoice['personality']) : PERSONALITY_CHOICES[i % 3]!,
      colour: s.color,
      ...(s.profileId ? { profileId: s.profileId } : {}),
      ...(p.seats.some((x) => x.phone === true) && s.kind === 'human' && s.phone !== true ? { thisScreen: true } : {}),
    })),
    ...(p.seats.some((x) => x.phone === true) ? { phones: true } : {}),
    preset,
    options,
    targetWins: p.match?.targetWins ?? 1,
    dice3d: p.dice3d,
  };
}

export { DEFAULT_OPTIONS, PRESETS };
