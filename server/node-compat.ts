// Colyseus 0.18's core reads the global WebSocket (its readyState constants) when a client
// reconnects (Room._onJoin); Node 20 has none (Node 22 does). The `ws` package's class gives the same constants.
import WebSocket from 'ws';

/**
 * Sets the global WebSocket to ws's class where there is none. On import, for the server; the tests that run a server
 * in a worker whose other files delete the global (the phones' kits) call it again before they start one.
 */
export function provideWebSocketGlobal(): void {
  const g = globalThis as { WebSocket?: unknown };
  g.WebSocket ??= WebSocket;
}

provideWebSocketGlobal();
