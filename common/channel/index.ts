// The channel abstraction (issue 39 item 3): one protocol under every transport, one server and one
// client above it, phone encryption as a layer, and the close codes named once.
export * from './client';
export * from './json';
export * from './protocol';
export * from './sealed';
export * from './server';
