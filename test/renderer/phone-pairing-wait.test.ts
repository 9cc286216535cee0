// Issue 42, the last phones game (item g): the shared screen's start roll waits for the phones'
// pairing panel (its QR codes) to close, so it is not thrown behind the codes before the phones join;
// bounded: after its wait the panel folds to its strip and the roll is thrown in sight. A phones game
// whose links are still being asked for waits for them a moment (the panel opens with them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pairingPanelClosed, usePairingPanel } from '../../renderer/src/table/pairingPanel';

async function settledWithin(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('the start roll waits for the pairing panel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    usePairingPanel.setState({ open: false });
  });

  it('no panel open (no phones, or every phone joined): at once', async () => {
    expect(await settledWithin(pairingPanelClosed(25_000), 0)).toBe(true);
  });

  it('open: waits while the codes are shown, goes on when the panel closes (the phones joined or it was hidden)', async () => {
    usePairingPanel.getState().setOpen(true);
    const wait = pairingPanelClosed(25_000);
    expect(await settledWithin(wait, 10_000)).toBe(false);
    usePairingPanel.getState().setOpen(false);
    expect(await settledWithin(wait, 0)).toBe(true);
  });

  it('bounded: after its wait the panel is folded (the roll is thrown in sight)', async () => {
    usePairingPanel.getState().setOpen(true);
    const wait = pairingPanelClosed(25_000);
    expect(await settledWithin(wait, 24_000)).toBe(false);
    expect(await settledWithin(wait, 1_000)).toBe(true);
    expect(usePairingPanel.getState().open).toBe(false);
  });

  it('links still coming: waits for them a moment, then for the panel they open', async () => {
    let coming = true;
    const wait = pairingPanelClosed(25_000, () => coming, 3000);
    expect(await settledWithin(wait, 500)).toBe(false);
    // the links came: the panel opens with them
    coming = false;
    usePairingPanel.getState().setOpen(true);
    expect(await settledWithin(wait, 5000)).toBe(false);
    usePairingPanel.getState().setOpen(false);
    expect(await settledWithin(wait, 0)).toBe(true);
    // links that never come (a listener that failed): not waited for beyond the moment
    const never = pairingPanelClosed(25_000, () => true, 3000);
    expect(await settledWithin(never, 3200)).toBe(true);
  });
});
