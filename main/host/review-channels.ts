// The game review's channels (issue 40; docs/review.md): review:run, review:get, review:cancel and
// game:hint, answered by this collaborator of the host. The review itself runs in the bot worker.
import { errResult, okResult } from '../../common/contract/index';
import type { HandlersOf } from './handlers';

export type ReviewChannels = 'review:run' | 'review:get' | 'review:cancel' | 'game:hint';

export class Reviews {
  readonly handlers: HandlersOf<ReviewChannels> = {
    'review:run': () => errResult('NO_RECORD', 'The game review is not available yet.'),
    'review:get': () => okResult(null),
    'review:cancel': () => okResult(null),
    'game:hint': () => errResult('HINT_REFUSED', 'Hints are not available yet.'),
  };
}
