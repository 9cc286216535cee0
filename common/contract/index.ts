// The ONE IPC contract between the renderer and the host (ARCHITECTURE.md "IPC contract").
// Every intent channel (renderer -> main, invoke/handle) with its zod payload schema and reply
// type, and every event (main -> renderer, one channel). Imported by main/electron (IPC wiring),
// main/host, main/web (WebSocket shell) and renderer/src/client: only engine/ and zod here.
// The contract is split by concern; this module is its one entry point (the renderer imports only this).
export * from './channels';
export * from './errors';
export * from './events';
export * from './lessons';
export * from './payloads';
export * from '../phone-wire';
export * from './replies';
export * from './review';
export * from './settings';
export * from './transport';
export * from './tutorial';
