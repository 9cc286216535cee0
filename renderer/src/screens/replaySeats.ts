// The replay's seats as the shared table components read them (a session-like list): names, cup colours and,
// from the record's `bot` fields (`level/personality`), each bot's level and face (issue 42.8).
import { isBotLevel, isPersonalityId } from '../../../engine/bots/index';
import { presetOf } from '../../../engine/index';
import type { RecordSummary, SessionInfo } from '../../../common/contract/index';
import { CUP_COLOURS } from '../logic/palette';

/** A seat of the replay: a person, or a bot with the level and personality its record names (unknown ones are left out). */
export function replaySeat(name: string, seat: number, bot: string | null | undefined): SessionInfo['seats'][number] {
  const color = CUP_COLOURS[seat % CUP_COLOURS.length]!.hex;
  if (bot === null || bot === undefined) return { seat, name, kind: 'human', color } as SessionInfo['seats'][number];
  const [level, personality] = bot.split('/');
  return {
    seat,
    name,
    kind: 'bot',
    color,
    ...(isBotLevel(level) ? { level } : {}),
    ...(isPersonalityId(personality) ? { personality } : {}),
  } as SessionInfo['seats'][number];
}

/** The session-like list of a loaded record, for the shared table components (seats, badges, words). */
export function replaySession(summary: RecordSummary): SessionInfo {
  return {
    preset: presetOf(summary.rules),
    seats: summary.players.map((name, i) => replaySeat(name, i, summary.bots?.[i])),
    match: { targetWins: 1, gameNumber: 1, scores: [], chips: [], pot: 0, winner: null },
  } as unknown as SessionInfo;
}
