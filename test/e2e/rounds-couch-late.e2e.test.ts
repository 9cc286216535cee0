// Issue 12 end to end, couch play with 3D dice on and every dice:result sent 9 s late, after the host's deadline: the
// host labels the dice, and still no round starts behind a reveal, no hidden hand is on screen, the scene shows the
// engine's hands. The same on time is rounds-couch.e2e.test.ts (two files, so two workers run them side by side).
import { couchGameFile } from './rounds-play';

couchGameFile('the same with every dice:result 9 s late, 3 rounds (the host labels the dice, the scene still shows them)', true);
