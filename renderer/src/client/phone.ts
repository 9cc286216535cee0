// A phone's client (issue 28): the page opened from a QR code's link (`#/phone?seat=S&p=..&e=..`)
// speaks to the host's phones' listener on the page's own origin (`ws://HOST/phone`). The keys stay
// in the fragment (never sent in a request line); the pairing key travels only inside the hello
// sealed with the seat's key, and every frame after it is sealed both ways (main/contract/phone-wire.ts).
// A phone that sleeps, reloads or loses the network connects again with the same link and finds its seat.
import {
  fromBase64Url,
  openFrame,
  phoneChallengeSchema,
  phoneHello,
  phonePairedSchema,
  PHONE_WS_PATH,
  sealFrame,
  type Channel,
  type HostEvent,
  type Payload,
  type PhoneLanguage,
  type PhoneLink,
  type Reply,
  type Result,
  type WsMessage,
} from '../../../main/contract/index';
import type { DudoClient } from './index';

/** Where a phone's connection stands: `refused` (a wrong or revoked link) and `revoked` do not retry. */
export type PhoneStatus = 'connecting' | 'paired' | 'lost' | 'refused' | 'revoked';

export interface PhoneClientOptions {
  /** The listener's WebSocket; default `ws://<this page's host>/phone`. */
  readonly wsUrl?: string;
  readonly onStatus?: (status: PhoneStatus) => void;
  /** The host named the language of this seat's person (their profile's) when it paired (issue 28 item 3). */
  readonly onLanguage?: (language: PhoneLanguage) => void;
  /** Wait before connecting again after a lost connection (default 1.5 s). */
  readonly retryMs?: number;
}

export interface PhoneClient extends DudoClient {
  readonly status: PhoneStatus;
  /** The language the host named at the pairing (the person's profile's), or null: the phone browser's. */
  readonly language: PhoneLanguage | null;
}

function disconnected<T>(message: string): Result<T> {
  return { ok: false, error: { code: 'DISCONNECTED', message } };
}

export function phoneWsUrl(): string {
  return `ws://${location.host}${PHONE_WS_PATH}`;
}

export function createPhoneClient(link: PhoneLink, options: PhoneClientOptions = {}): PhoneClient {
  const listeners = new Set<(event: HostEvent) => void>();
  const pending = new Map<number, (result: Result<unknown>) => void>();
  const url = options.wsUrl ?? phoneWsUrl();
  let status: PhoneStatus = 'connecting';
  let language: PhoneLanguage | null = null;
  let nextId = 1;
  let closed = false;
  let socket: Promise<{ ws: WebSocket; send: (m: unknown) => void }> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (s: PhoneStatus): void => {
    if (status === s) return;
    status = s;
    options.onStatus?.(s);
  };

  function failAll(message: string): void {
    for (const resolve of pending.values()) resolve(disconnected(message));
    pending.clear();
  }

  function connect(): Promise<{ ws: WebSocket; send: (m: unknown) => void }> {
    socket ??= new Promise((resolve, reject) => {
      setStatus('connecting');
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      let inSeq = 0;
      let outSeq = 0;
      let paired = false;
      const send = (m: unknown): void => ws.send(sealFrame(link.cipherKey, 'to-host', outSeq++, m));
      ws.addEventListener('error', () => reject(new Error(`Cannot reach the host at ${url}.`)));
      ws.addEventListener('close', (e: CloseEvent) => {
        socket = null;
        failAll('The connection to the host was closed.');
        if (!paired) reject(new Error('The host refused this link.'));
        if (closed) return;
        if (e.code === 4401) return setStatus('refused');
        if (e.code === 4403) return setStatus('revoked');
        setStatus('lost');
        retry ??= setTimeout(() => {
          retry = null;
          if (!closed) void connect().catch(() => undefined);
        }, options.retryMs ?? 1500);
      });
      ws.addEventListener('message', (m: MessageEvent) => {
        if (!paired) {
          if (typeof m.data !== 'string') return;
          let challenge;
          try {
            challenge = phoneChallengeSchema.safeParse(JSON.parse(m.data));
          } catch {
            return;
          }
          if (challenge.success && fromBase64Url(challenge.data.nonce)) ws.send(phoneHello(link.seat, link.pairingKey, link.cipherKey, challenge.data.nonce));
          return;
        }
        if (!(m.data instanceof ArrayBuffer)) return;
        const opened = openFrame(link.cipherKey, 'to-phone', inSeq, new Uint8Array(m.data));
        if (!opened) return ws.close(4400, 'a frame that does not open');
        inSeq++;
        const msg = opened.m as WsMessage;
        if (msg.kind === 'reply') {
          pending.get(msg.id)?.(msg.result);
          pending.delete(msg.id);
        } else if (msg.kind === 'event') {
          for (const l of listeners) l(msg.event);
        }
      });
      // the first sealed frame says the pairing held: { kind: 'paired' }
      const firstFrame = (m: MessageEvent): void => {
        if (!(m.data instanceof ArrayBuffer)) return;
        ws.removeEventListener('message', firstFrame);
        const opened = openFrame(link.cipherKey, 'to-phone', 0, new Uint8Array(m.data));
        const pairedMsg = opened ? phonePairedSchema.safeParse(opened.m) : null;
        if (!pairedMsg?.success || pairedMsg.data.seat !== link.seat) return ws.close(4400, 'not paired');
        inSeq = 1;
        if (pairedMsg.data.language) {
          language = pairedMsg.data.language;
          options.onLanguage?.(language);
        }
        paired = true;
        setStatus('paired');
        resolve({ ws, send });
      };
      ws.addEventListener('message', firstFrame);
    });
    return socket;
  }

  if (typeof WebSocket !== 'undefined') void connect().catch(() => (socket = null));

  return {
    transport: 'phone',
    get status() {
      return status;
    },
    get language() {
      return language;
    },
    async invoke<C extends Channel>(channel: C, payload: Payload<C>): Promise<Result<Reply<C>>> {
      if (closed) return disconnected('The client is closed.');
      let conn: { ws: WebSocket; send: (m: unknown) => void };
      try {
        conn = await connect();
      } catch (e) {
        socket = null;
        return disconnected(e instanceof Error ? e.message : String(e));
      }
      const id = nextId++;
      return new Promise<Result<Reply<C>>>((resolve) => {
        pending.set(id, resolve as (r: Result<unknown>) => void);
        conn.send({ id, channel, payload });
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      failAll('The client is closed.');
      void socket?.then((c) => c.ws.close()).catch(() => undefined);
    },
  };
}
