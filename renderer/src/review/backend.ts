// The review's backend over the host's channels (issue 40): review:get (a kept review, nothing runs),
// review:run with its 'review-progress' events, review:cancel. The host runs it in the bot worker.
import { reviewSourceKey } from '../../../common/contract/index';
import type { DudoClient } from '../client/index';
import { reviewModel } from './fromHost';
import type { ReviewBackend } from './store';

export function hostBackend(client: DudoClient, names?: (players: number) => readonly string[] | undefined): ReviewBackend {
  return {
    async get(target) {
      const r = await client.invoke('review:get', { source: target.source });
      return r.ok && r.value ? reviewModel(r.value, names?.(r.value.players)) : null;
    },
    async run(target, onProgress) {
      const key = reviewSourceKey(target.source);
      const off = client.onEvent((e) => {
        if (e.type === 'review-progress' && e.source === key && e.total > 0) onProgress(e.done / e.total);
      });
      try {
        const r = await client.invoke('review:run', { source: target.source });
        if (r.ok) return { ok: true, review: reviewModel(r.value, names?.(r.value.players)) };
        if (r.error.code === 'REVIEW_CANCELLED') return { ok: true, review: null };
        return { ok: false, error: { code: r.error.code, message: r.error.message } };
      } finally {
        off();
      }
    },
    async cancel(target) {
      await client.invoke('review:cancel', { source: target.source });
    },
  };
}
