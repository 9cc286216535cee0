// Issue 39 item 3: Electron's window.dudo is a protocol's two halves (send, onMessage); the renderer's
// client speaks the channel over it like over a WebSocket. Here the preload's bridge is stood in for by
// a pair of functions joined to the channel server (as main/electron/ipc.ts joins ipcMain to it).
import { describe, expect, it } from 'vitest';
import { protocolParts, serveChannel } from '../../common/channel/index';
import { errResult, okResult, type DudoBridge, type HostEvent } from '../../common/contract/index';
import { createClient } from '../../renderer/src/client/index';

function fakeElectron(): { bridge: DudoBridge; push(e: HostEvent): void; handled: string[] } {
  const pageListeners = new Set<(m: unknown) => void>();
  // the main process's end: what the page sends arrives here (a structured clone, as IPC would)
  const main = protocolParts<unknown>({ send: (m) => queueMicrotask(() => pageListeners.forEach((l) => l(structuredClone(m)))), close: () => undefined });
  const handled: string[] = [];
  let push: (e: HostEvent) => void = () => undefined;
  serveChannel(main.protocol, (p) => {
    push = p;
    return { id: 1, handle: async (channel: string) => (handled.push(channel), channel === 'game:act' ? errResult('BUSY', 'busy') : okResult(channel)), disconnect: () => undefined };
  });
  const bridge: DudoBridge = {
    send: (m) => queueMicrotask(() => main.emit(structuredClone(m))),
    onMessage: (l) => {
      pageListeners.add(l);
      return () => pageListeners.delete(l);
    },
  };
  return { bridge, push: (e) => push(e), handled };
}

describe('the Electron bridge client (issue 39 item 3)', () => {
  it('requests are answered under their ids, BUSY passes as the host gave it, events arrive, and a closed client answers DISCONNECTED', async () => {
    const electron = fakeElectron();
    const client = createClient({ bridge: electron.bridge });
    expect(client.transport).toBe('electron');
    const events: HostEvent[] = [];
    client.onEvent((e) => events.push(e));
    const [info, act] = await Promise.all([client.invoke('app:info', {}), client.invoke('game:act', { action: { type: 'dudo', seat: 0 } })]);
    expect(info).toEqual(okResult('app:info'));
    expect(act).toEqual(errResult('BUSY', 'busy'));
    const event = { type: 'menu', command: 'rules' } as unknown as HostEvent;
    electron.push(event);
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual([event]);
    client.close();
    expect(await client.invoke('app:info', {})).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } });
    expect(electron.handled).toEqual(['app:info', 'game:act']);
  });
});
