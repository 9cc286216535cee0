// The seat actions' schema, one source for the bot protocol (bots/protocol.ts: tight bounds) and the game records
// (record.ts: any integer, so the rules refuse an out-of-range bid by name when the record is replayed).
import { z } from 'zod';

export const directionSchema = z.enum(['clockwise', 'counter-clockwise']);
/** R-OBLIGAR: the obligating player's choice. */
export const obligarModeSchema = z.enum(['open', 'closed', 'decline']);

/** The schemas of the seat actions (types.ts SeatAction), with the given bounds for seats, counts and faces. */
export function seatActionSchemas(n: { readonly seat: z.ZodNumber; readonly count: z.ZodNumber; readonly face: z.ZodNumber }) {
  const { seat, count, face } = n;
  return [
    z.object({ type: z.literal('direction'), seat, direction: directionSchema }),
    z.object({ type: z.literal('bid'), seat, count, face }),
    z.object({ type: z.literal('dudo'), seat }),
    z.object({ type: z.literal('calzo'), seat }),
    z.object({ type: z.literal('mato'), seat }),
    z.object({ type: z.literal('paso'), seat }),
    z.object({ type: z.literal('picado'), seat }),
    z.object({ type: z.literal('obligar'), seat, mode: obligarModeSchema }),
  ] as const;
}
