import { describe, expect, it } from 'vitest';
import type { WorkerResponse } from '../../renderer/physics/worker';

describe('physics worker protocol', () => {
  it('answers { id, request } with { id, result } (trajectory and contacts buffers transferred) or { id, error }', async () => {
    const sent: { msg: WorkerResponse; transfer: Transferable[] }[] = [];
    const g = globalThis as unknown as { postMessage?: unknown; onmessage?: unknown };
    const saved = { postMessage: g.postMessage, onmessage: g.onmessage };
    g.postMessage = (msg: WorkerResponse, transfer: Transferable[]) => sent.push({ msg, transfer });
    try {
      await import('../../renderer/physics/worker');
      const onmessage = g.onmessage as (e: { data: unknown }) => void;
      onmessage({ data: { id: 7, request: { seed: 3, cups: [{ seat: 2, dice: 2, kind: 'blank' }] } } });
      onmessage({ data: { id: 8, request: { seed: 3, cups: [{ seat: 2, dice: -1, kind: 'standard' }] } } });
      expect(sent).toHaveLength(2);
      const ok = sent[0]!.msg;
      expect(ok.id).toBe(7);
      if (!('result' in ok)) throw new Error('expected a result');
      expect(ok.result.faces[0]).toHaveLength(2);
      expect(sent[0]!.transfer).toEqual([ok.result.trajectory.data.buffer, ok.result.trajectory.contacts.buffer]);
      const bad = sent[1]!.msg;
      expect(bad.id).toBe(8);
      expect('error' in bad && bad.error).toMatch(/dice/);
    } finally {
      g.postMessage = saved.postMessage;
      g.onmessage = saved.onmessage;
    }
  });
});
