// Colyseus 0.18's core reads the global WebSocket (its readyState constants) when a client
// reconnects; Node 20 has none (Node 22 does). The `ws` package's class gives the same constants.
import WebSocket from 'ws';

const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;
