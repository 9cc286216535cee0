// Bots do not speak before the throw has settled on screen (issue 12): once a roll thrown on a
// 3D table is applied, bot turns wait until a table reports the throw settled (dice:settled) or a
// bounded time passes (a dead or slow client never hangs the game). People may act at once.
// A bot's setup choice (the direction after the start roll) may be weighed during the hold, out of
// sight: it is told and played only once the hold ends (`ended`).
export class ThrowHold {
  private held: { readonly roundId: string; readonly timer: NodeJS.Timeout; readonly end: () => void; readonly ended: Promise<void> } | null = null;

  constructor(
    private readonly limitMs: number,
    /** Called when the hold ends (the host looks again at what comes next). */
    private readonly released: () => void,
  ) {}

  get active(): boolean {
    return this.held !== null;
  }

  /** Resolves when the hold in place ends (released or cleared); at once when none is. */
  get ended(): Promise<void> {
    return this.held?.ended ?? Promise.resolve();
  }

  /** The roll of `roundId` was applied: bots wait for its throw to settle on screen. */
  hold(roundId: string): void {
    this.clear();
    const timer = setTimeout(() => this.release(roundId), this.limitMs);
    let end = (): void => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.held = { roundId, timer, end, ended };
  }

  /** dice:settled, or the bound: the bots may speak. True when it released a hold. */
  release(roundId: string): boolean {
    if (this.held?.roundId !== roundId) return false;
    this.clear();
    this.released();
    return true;
  }

  clear(): void {
    if (this.held) {
      clearTimeout(this.held.timer);
      this.held.end();
    }
    this.held = null;
  }
}
