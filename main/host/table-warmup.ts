// Issue 41's cost guard: the bot worker builds a family's tables between decisions, one table a turn of the event
// loop, after the checked file is read (endgame-loader.ts defers each table's build to its first lookup). So the
// first decision waits for none of them, and a later one waits for one table's build at most (up to 0.3 s for
// liars-dice's 2v2), never for the family.
import { CompactPolicy } from '../../engine/solver/compact';
import type { EndgameTables } from '../../engine/solver/tables';

/** Builds every unbuilt table of `families`, one per `defer` turn; resolves when all are built. */
export function buildTablesInTurn(families: readonly (EndgameTables | null)[], defer: (next: () => void) => void = setImmediate): Promise<number> {
  const pending = families.flatMap((f) => f?.tables ?? []).map((t) => t.policy).filter((p): p is CompactPolicy => p instanceof CompactPolicy && !p.isBuilt);
  let built = 0;
  return new Promise((resolve) => {
    const next = (): void => {
      const p = pending.shift();
      if (!p) return resolve(built);
      if (!p.isBuilt) {
        p.build();
        built++;
      }
      defer(next);
    };
    defer(next);
  });
}
