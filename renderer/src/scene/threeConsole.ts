// three's console: its messages go to the browser console as before, except the one deprecation
// that our own code cannot fix. @react-three/fiber 9.8 builds a THREE.Clock for its store (r183
// deprecated Clock for Timer); our scenes never read that clock (they add up useFrame's delta),
// so the warning says nothing about our code. Any other three message still reaches the console.
import { setConsoleFunction } from 'three';

const SILENCED = /^THREE\.Clock: This module has been deprecated/;

export function routeThreeConsole(): void {
  setConsoleFunction((type: string, message: string, ...params: unknown[]) => {
    if (type === 'warn' && SILENCED.test(message)) return;
    const out = type === 'error' ? console.error : type === 'warn' ? console.warn : console.log;
    out(message, ...params);
  });
}
