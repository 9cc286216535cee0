// Rounds: turn order, losing and gaining dice or lives, eliminations, who starts next and which
// special round comes next (R-TURN, R-RESERVE, R-OUT, R-NEXT, R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES).
import type { RuleOptions } from './options';
import type { PlayerChange, PlayerState, UpcomingRound } from './state';

export type { PlayerChange } from './state';
import type { Direction, Seat } from './types';

/** R-LIVES: each player has two lives. */
export const STARTING_LIVES = 2;

export function initialPlayer(options: RuleOptions): PlayerState {
  return {
    dice: options.dicePerPlayer,
    reserve: 0,
    lives: options.penalty === 'lives' ? STARTING_LIVES : null,
    out: false,
    obligarUsed: false,
    palificoUsed: false,
    reprieveUsed: false,
  };
}

export function step(direction: Direction): 1 | -1 {
  return direction === 'clockwise' ? 1 : -1;
}

/** R-TURN: the next seat still in the game after `seat`, in `direction` (skipping eliminated players). */
export function nextActive(players: readonly PlayerState[], seat: Seat, direction: Direction): Seat {
  const n = players.length;
  const d = step(direction);
  for (let i = 1; i <= n; i++) {
    const s = (((seat + d * i) % n) + n) % n;
    if (!players[s]!.out) return s;
  }
  return seat;
}

/** `seat` itself if still in, else the next active seat in `direction`. */
export function selfOrNextActive(players: readonly PlayerState[], seat: Seat, direction: Direction): Seat {
  return players[seat]!.out ? nextActive(players, seat, direction) : seat;
}

export function activeSeats(players: readonly PlayerState[]): Seat[] {
  const seats: Seat[] = [];
  players.forEach((p, s) => {
    if (!p.out) seats.push(s);
  });
  return seats;
}


/**
 * Loses `amount` dice (R-RESERVE: the reserve die is spent first; R-OUT) or lives (R-LIVES: the
 * second life lost gives one reprieve; after it, the next loss puts the player out).
 */
export function losePenalty(p: PlayerState, amount: number): { player: PlayerState; reprieve: boolean } {
  let player = p;
  let reprieve = false;
  for (let i = 0; i < amount && !player.out; i++) {
    if (player.lives !== null) {
      const lives = player.lives - 1;
      if (lives < 0 || (lives === 0 && player.reprieveUsed)) player = { ...player, lives: 0, out: true };
      else if (lives === 0) {
        player = { ...player, lives: 0, reprieveUsed: true };
        reprieve = true;
      } else player = { ...player, lives };
    } else if (player.reserve > 0) {
      player = { ...player, reserve: player.reserve - 1 };
    } else {
      const dice = player.dice - 1;
      player = { ...player, dice, out: dice === 0 };
    }
  }
  if (player.out) reprieve = false;
  return { player, reprieve };
}

/** R-CALZO, R-RESERVE: a gained die returns to the hand, else becomes the (single) reserve die. With lives, a life back (at most two). */
export function gainPenalty(p: PlayerState, options: RuleOptions): PlayerState {
  if (p.lives !== null) return { ...p, lives: Math.min(STARTING_LIVES, p.lives + 1) };
  if (p.dice < options.dicePerPlayer) return { ...p, dice: p.dice + 1 };
  return { ...p, reserve: Math.min(1, p.reserve + 1) };
}

export function changeOf(seat: Seat, before: PlayerState, after: PlayerState, reprieve: boolean): PlayerChange {
  return {
    seat,
    dice: after.dice - before.dice,
    reserve: after.reserve - before.reserve,
    lives: (after.lives ?? 0) - (before.lives ?? 0),
    eliminated: after.out && !before.out,
    reprieve,
  };
}

/**
 * Who starts the next round.
 * R-NEXT / O-NEXT: the player who lost or gained (`lost-or-gained`), or after a calzo the caller
 * (`calzo-caller-else-loser`); if that player is out, the next active player in the round's direction.
 * R-LIVES: the loser; if out, the player on their left.
 */
export function nextStarter(
  options: RuleOptions,
  players: readonly PlayerState[],
  direction: Direction,
  verdict: { kind: 'dudo' | 'calzo' | 'mato'; caller: Seat; loser: Seat | null; gainer: Seat | null },
): Seat {
  let seat: Seat;
  if (options.nextStarter === 'calzo-caller-else-loser' && verdict.kind === 'calzo') seat = verdict.caller;
  else seat = verdict.loser ?? verdict.gainer ?? verdict.caller;
  const towards: Direction = options.penalty === 'lives' ? 'clockwise' : direction;
  return selfOrNextActive(players, seat, towards);
}

/**
 * The special round that follows (R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES reprieve), from the seats
 * that came down to one die this round (held more than one at its start) or lost their second life.
 * Several candidates: the first in play order from the next starter (decision).
 */
export function upcomingRound(
  options: RuleOptions,
  players: readonly PlayerState[],
  diceAtStart: readonly number[],
  reprieved: readonly Seat[],
  starter: Seat,
  direction: Direction,
): UpcomingRound {
  const order: Seat[] = [];
  for (let i = 0, s = starter; i < players.length; i++, s = nextActive(players, s, direction)) {
    if (!players[s]!.out && !order.includes(s)) order.push(s);
  }
  const reprieve = order.find((s) => reprieved.includes(s));
  if (reprieve !== undefined) return { kind: 'reprieve', seat: reprieve };
  const newlyOneDie = order.filter((s) => players[s]!.dice === 1 && (diceAtStart[s] ?? 0) > 1);
  switch (options.oneDieRound) {
    case 'obligar': {
      const seat = newlyOneDie.find((s) => options.obligarEveryTime || !players[s]!.obligarUsed);
      return seat === undefined ? { kind: 'normal', seat: null } : { kind: 'obligar-choice', seat };
    }
    case 'palifico': {
      const seat = newlyOneDie.find((s) => !players[s]!.palificoUsed);
      return seat === undefined ? { kind: 'normal', seat: null } : { kind: 'palifico', seat };
    }
    case 'blind': {
      const seat = newlyOneDie[0];
      return seat === undefined ? { kind: 'normal', seat: null } : { kind: 'blind', seat };
    }
    case 'none':
      return { kind: 'normal', seat: null };
  }
}
