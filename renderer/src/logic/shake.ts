// The shake prompt's words (issue 26 item 3): in couch play it names whose cup it shakes.

/** Whose cups the shake prompt throws: the person shown, else every person this screen holds. */
export function shakeOwners(people: readonly number[], shown: number | null): number[] {
  return shown !== null && people.includes(shown) ? [shown] : [...people];
}
