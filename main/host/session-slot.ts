// The session being played, shared by the host's collaborators (issue 39.2): who holds it changes
// it; everyone reads it. Its epoch is bumped whenever the session changes: callbacks of an older
// epoch do nothing.
import type { Session } from './session';

export class SessionSlot {
  current: Session | null = null;
  epoch = 0;
}
