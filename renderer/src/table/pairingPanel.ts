// Whether the phones' pairing panel (PhonesPanel: the QR codes) covers the shared table, and the wait
// of the start roll for it (issue 42, the last phones game, item g): the start roll is thrown once
// the panel is closed (every phone joined, or the people hid it), so it is seen, not played behind
// the codes before the phones join. The wait is bounded: after START_PAIRING_WAIT_MS the panel folds
// to its strip (it still says whose phone the game waits for) and the roll is thrown in sight.
import { create } from 'zustand';

/** The longest the start roll waits for the pairing panel to close before folding it (ms; the host rolls by itself after 30 s). */
export const START_PAIRING_WAIT_MS = 25_000;

interface PairingPanelStore {
  /** The panel is open over the table (its QR codes shown). */
  open: boolean;
  /** The panel is drawn (until then a phones game's panel is still coming: its links, its first render). */
  mounted: boolean;
  setOpen(open: boolean): void;
  setMounted(mounted: boolean): void;
}

export const usePairingPanel = create<PairingPanelStore>((set) => ({
  open: false,
  mounted: false,
  setOpen: (open) => set({ open }),
  setMounted: (mounted) => set({ mounted }),
}));

/**
 * Resolves once the pairing panel is closed; after `ms` it folds the panel itself (so what comes is
 * seen) and resolves. `pairingComing`: a phones game whose panel is not drawn yet (its links are being
 * asked for; it opens with them): waited for up to `comingMs` first.
 */
export function pairingPanelClosed(ms: number, pairingComing: () => boolean = () => false, comingMs = 3000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      off();
      clearTimeout(timer);
      clearInterval(poll);
      resolve();
    };
    const check = (): void => {
      if (usePairingPanel.getState().open) return;
      if (pairingComing() && Date.now() - started < comingMs) return;
      finish();
    };
    const off = usePairingPanel.subscribe(check);
    // the links arriving (another store) are read here too
    const poll = setInterval(check, 100);
    const timer = setTimeout(() => {
      usePairingPanel.getState().setOpen(false);
      finish();
    }, ms);
    check();
  });
}
