// A phone's buzz (issue 28 item 3: its turn starts, its cup thrown), only once its person has touched
// the page (issue 42, the last phones game, item h): browsers block navigator.vibrate before the first
// user gesture and log a warning each time; where they cannot tell (no userActivation), no buzz.
interface VibratingNavigator {
  readonly vibrate?: (pattern: number) => boolean;
  readonly userActivation?: { readonly hasBeenActive: boolean };
}

/** Buzzes for `ms` where the phone can and its person has touched the page; whether it did. */
export function vibrate(ms: number, nav: VibratingNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav || typeof nav.vibrate !== 'function') return false;
  if (nav.userActivation?.hasBeenActive !== true) return false;
  return nav.vibrate(ms);
}
