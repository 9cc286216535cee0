// Issue 12 end to end, couch play with 3D dice on: two people and two bots on one screen, reveals held open 5 s:
// no round starts behind a reveal, no hidden hand on screen at any time (couch privacy), the scene shows the
// engine's hands. The same with every dice:result sent after the host's deadline is rounds-couch-late.e2e.test.ts;
// solo play, the auto-continue and a reload are rounds.e2e.test.ts (three files, so workers run them side by side).
import { couchGameFile } from './rounds-play';

couchGameFile('couch, 2 people + 2 bots, 5 rounds, reveals open 5 s: nothing starts behind a reveal, no hidden hand on screen, the scene shows the engine’s hands', false);
