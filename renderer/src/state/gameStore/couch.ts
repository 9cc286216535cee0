// Couch play: which seat this screen shows (hand-overs, the public view after a reveal), kept in step with the host.
import { privacyFor } from '../../logic/handover';
import { shownAfterReveal } from '../../logic/couch';
import { actorOf, type StoreGet, type StoreSet } from './types';

/** Keep the host showing the one person who may see the table now (a hand-over screen first where it is on). */
export async function enforcePrivacy(get: StoreGet, set: StoreSet): Promise<void> {
  const { session, view, shownSeat, client } = get();
  if (!session || !client) return;
  // only the seats this screen holds are shown here (the host refuses the others: NOT_YOUR_SEAT)
  const humans = session.heldSeats;
  const handOverOn = get().hostSettings?.handOverScreen ?? true;
  const p = privacyFor(humans, shownSeat, actorOf(view));
  if (p.handOverTo !== null && handOverOn) {
    set({ handOverTo: p.handOverTo });
    if (shownSeat !== null) await client.invoke('game:show', { seat: null });
    return;
  }
  const wanted = p.handOverTo ?? p.viewer;
  set({ handOverTo: null });
  if (wanted !== shownSeat && wanted !== null) await client.invoke('game:show', { seat: wanted });
}

/** The screen everybody watched (a reveal, a new game) shows the public view until the next hand-over. */
export async function couchPublic(get: StoreGet, set: StoreSet): Promise<void> {
  const { session, shownSeat, client } = get();
  if (!session || !client || shownAfterReveal(session.heldSeats, shownSeat) !== null || shownSeat === null) return;
  set({ shownSeat: null });
  await client.invoke('game:show', { seat: null });
}

/** After the session changed (a new, next or resumed game): the public view, then whoever may see the table. */
export async function afterSessionChange(get: StoreGet, set: StoreSet): Promise<void> {
  await couchPublic(get, set);
  await enforcePrivacy(get, set);
}
