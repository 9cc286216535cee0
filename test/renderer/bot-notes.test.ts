// Issue 26 item 6: the host tells a round's bot reasons again to a page that comes back to the game
// (a reload, a resume). The page's "why?" of that round is then the host's list, not the list twice.
import { beforeEach, describe, expect, it } from 'vitest';
import type { BotActionReason } from '../../common/contract/index';
import { useGame } from '../../renderer/src/state/game';
import { onHostEvent } from '../../renderer/src/state/gameStore/events';

const reason = (seat: number, count: number): BotActionReason => ({ seat, action: { type: 'bid', seat, count, face: 3 }, reason: `bid ${count}×3` });
const tell = (round: number, reasons: BotActionReason[]): void => onHostEvent(useGame.getState, useGame.setState, { type: 'bot-reasons', round, reasons });

describe('the bots’ reasons in the renderer', () => {
  beforeEach(() => useGame.setState({ botNotes: [] }));

  it('a round’s reasons told again replace that round’s notes (never doubled); other rounds’ notes stay', () => {
    tell(1, [reason(1, 2)]);
    tell(2, [reason(1, 3), reason(2, 4)]);
    tell(2, [reason(1, 3), reason(2, 4)]);
    const notes = useGame.getState().botNotes;
    expect(notes.filter((n) => n.round === 2)).toHaveLength(2);
    expect(notes.filter((n) => n.round === 1)).toHaveLength(1);
  });
});
