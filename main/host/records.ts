// Records outside the game being played: export of the current one, import and step-by-step replay
// of a record file (RECORD-FORMAT.md).
import { createHash } from 'node:crypto';
import { exportRecord, parseRecordText, presetOf, replay, viewFor, type GameRecord, type Seat } from '../../engine/index';
import { errResult, okResult, type HistoryEntry, type Reply, type Result } from '../../common/contract/index';

/**
 * The record as a file. Refused while its game is being played: the record holds every hand rolled
 * so far, the hidden ones of the round being played included (ARCHITECTURE.md, "Information hiding").
 */
export function exportReply(record: GameRecord | null, inProgress: boolean, now: Date = new Date()): Result<Reply<'record:export'>> {
  if (!record) return errResult('NO_GAME', 'There is no game to export.');
  if (inProgress) return errResult('GAME_IN_PROGRESS', 'The game is still being played: its record can be saved once it ends.');
  const stamp = now.toISOString().slice(0, 16).replace(/[T:]/g, '-');
  return okResult({ text: exportRecord(record), suggestedName: `dudo-${stamp}.json` });
}

/** Parses and replays a record file: its summary and the record, or why it is refused. */
export function importRecord(text: string): { reply: Result<Reply<'record:import'>>; record: GameRecord | null } {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return { reply: errResult('BAD_RECORD', parsed.error.message, { field: parsed.error.field }), record: null };
  const r = replay(parsed.record);
  if (!r.ok) {
    const reply = errResult('BAD_RECORD', `Action ${r.error?.index} is refused: ${r.error?.message}`, { field: `actions[${r.error?.index}]`, ruleCode: r.error?.code ?? '' });
    return { reply, record: null };
  }
  const reply = okResult({
    players: parsed.record.players.map((p) => p.name),
    bots: parsed.record.players.map((p) => p.bot ?? null),
    rules: parsed.record.rules,
    actionCount: parsed.record.actions.length,
    finished: r.state.phase === 'game-over',
    winner: r.state.winner,
  });
  return { reply, record: parsed.record };
}

/** The loaded record at `step` as `seat` sees it, with the events of that step. */
export function replayStep(record: GameRecord | null, step: number, seat: Seat | null): Result<Reply<'record:replay'>> {
  if (!record) return errResult('NO_RECORD', 'No record is loaded: import one first.');
  if (step > record.actions.length) return errResult('BAD_PAYLOAD', `The record has ${record.actions.length} actions.`, { field: 'step' });
  if (seat !== null && seat >= record.players.length) return errResult('BAD_PAYLOAD', `The record has ${record.players.length} seats.`, { field: 'seat' });
  const r = replay({ ...record, actions: record.actions.slice(0, step) });
  const last = step > 0 ? replay({ ...record, actions: record.actions.slice(0, step - 1) }).events.length : 0;
  return okResult({ step, total: record.actions.length, action: step > 0 ? record.actions[step - 1]! : null, view: viewFor(r.state, seat), events: r.events.slice(last) });
}

/** The longest code kept in an online game's history id (the room's codes are 6 letters). */
const CODE_IN_ID = /^[A-Z0-9]{1,12}$/;

/**
 * Issue 38 item 6: the history entry of a game played at an online table, from the record the room
 * exported once the game ended. The players are the record's (the other people's names, the bots and
 * their levels, the record's `level/personality` read as the level); the id is the table's code and the record's hash, so the same game kept twice is one
 * entry. Refused (typed, nothing kept): a code that is not one, a record that does not parse or
 * replay, or a game not finished.
 */
export function onlineGameEntry(code: string, text: string, endedAt: Date, hasRecord: boolean): Result<HistoryEntry> {
  if (!CODE_IN_ID.test(code)) return errResult('BAD_PAYLOAD', 'An online table code is letters and digits.', { field: 'code' });
  const parsed = parseRecordText(text);
  if (!parsed.ok) return errResult('BAD_RECORD', parsed.error.message, { field: parsed.error.field });
  const r = replay(parsed.record);
  if (!r.ok) return errResult('BAD_RECORD', `Action ${r.error?.index} is refused: ${r.error?.message}`, { field: `actions[${r.error?.index}]` });
  if (r.state.phase !== 'game-over' || r.state.winner === null) return errResult('BAD_RECORD', 'The online game is not finished.', { field: 'actions' });
  const { record } = parsed;
  const winner = r.state.winner;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return okResult({
    id: `online-${code}-${hash}`,
    endedAt: endedAt.toISOString(),
    players: record.players.map((p) => ({ name: p.name.slice(0, 64), kind: p.bot ? 'bot' : 'human', ...(p.bot ? { level: (p.bot.split('/')[0] ?? p.bot).slice(0, 32) } : {}) }) as const),
    preset: presetOf(record.rules),
    winner: (record.players[winner]?.name ?? String(winner)).slice(0, 64),
    winnerSeat: winner,
    rounds: r.state.round,
    actionCount: record.actions.length,
    hasRecord,
    online: true,
  });
}
