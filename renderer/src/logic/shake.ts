// The shake prompt's words (issue 26 item 3): in couch play it names whose cup it shakes.

/**
 * Whose cups the shake prompt throws: the person shown, else every person this screen holds who is still in
 * the game (`out`: a person out of the game throws no cup, R-ELIM).
 */
export function shakeOwners(people: readonly number[], shown: number | null, out: (seat: number) => boolean = () => false): number[] {
  const inGame = people.filter((s) => !out(s));
  return shown !== null && inGame.includes(shown) ? [shown] : inGame;
}

/**
 * The prompt's sentence (issue 27): with fast throws the cup shakes in place; else the person's cup
 * follows a drag of the mouse or a finger while the shake is held, and the prompt says so.
 */
export function shakePromptKey(fastThrows: boolean, couch: boolean): 'scene.shake' | 'scene.shakeFor' | 'scene.shakeDrag' | 'scene.shakeDragFor' {
  if (fastThrows) return couch ? 'scene.shakeFor' : 'scene.shake';
  return couch ? 'scene.shakeDragFor' : 'scene.shakeDrag';
}

/**
 * Issue 28 item 4: a shared screen that holds no person seat (phones mode) has nobody to shake a cup here: its
 * prompt asks the people on phones (no button), and the table throws when a phone lets go of its cup.
 */
export function shakeOnPhones(heldSeats: readonly number[], humanSeats: readonly number[], out: (seat: number) => boolean = () => false): number[] | null {
  const inGame = humanSeats.filter((s) => !out(s));
  return heldSeats.length === 0 && inGame.length > 0 ? inGame : null;
}
