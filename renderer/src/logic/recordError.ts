// A refused record in the player's language (issue 13): the host's BAD_RECORD carries the field at
// fault (and, for a move the rules refuse, the engine's code); its English message is not shown.
import type { HostError } from '../../../common/contract/index';

export type RecordErrorKey = 'document' | 'format' | 'rules' | 'players' | 'start' | 'actionRefused' | 'actionDamaged' | 'other';

export interface RecordErrorWords {
  readonly key: RecordErrorKey;
  /** The move's number (1-based) for actionRefused / actionDamaged. */
  readonly move?: number;
}

/** Which translated sentence says what is wrong with a record the host refused. */
export function recordErrorWords(error: Pick<HostError, 'code' | 'field' | 'ruleCode'>): RecordErrorWords {
  if (error.code !== 'BAD_RECORD') return { key: 'other' };
  const field = error.field ?? '(document)';
  const action = /^actions\[(\d+)\]/.exec(field);
  if (action) return { key: error.ruleCode ? 'actionRefused' : 'actionDamaged', move: Number(action[1]) + 1 };
  const head = /^[a-z]+/i.exec(field)?.[0] ?? '';
  if (head === 'format' || head === 'rules' || head === 'players' || head === 'start') return { key: head };
  if (field === '(document)' || head === '') return { key: 'document' };
  return { key: 'other' };
}
