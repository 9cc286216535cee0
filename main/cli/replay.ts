// The `replay` command's result (RECORD-FORMAT.md): the JSON object and the exit code, without I/O.
import { parseRecordText, replay, summarize } from '../../engine/index';

export function replayCommand(text: string): { output: unknown; exitCode: 0 | 1 | 2 } {
  const parsed = parseRecordText(text);
  if (!parsed.ok) {
    return { output: { ok: false, applied: 0, error: { index: null, code: parsed.error.code, field: parsed.error.field, message: parsed.error.message }, state: null }, exitCode: 2 };
  }
  const r = replay(parsed.record);
  const error = r.error ? { index: r.error.index, code: r.error.code, message: r.error.message } : null;
  return { output: { ok: r.ok, applied: r.applied, error, state: summarize(r.state) }, exitCode: r.ok ? 0 : 1 };
}
