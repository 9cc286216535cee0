// A phone's client (issue 28): the page opened from a QR code's link (`#/phone?seat=S&p=..&e=..`)
// speaks to the host's phones' listener on the page's own origin (`ws://HOST/phone`). The keys stay
// in the fragment (never sent in a request line); the pairing key travels only inside the hello
// sealed with the seat's key, and every frame after it is sealed both ways (common/phone-wire.ts).
// A phone that sleeps, reloads or loses the network connects again with the same link and finds its seat.
import {
  fromBase64Url,
  openFrame,
  phoneChallengeSchema,
  phoneHello,
  phonePairedSchema,
  PHONE_WS_PATH,
  sealFrame,
  type PhoneLanguage,
  type PhoneLink,
  type WsMessage,
  type WsRequest,
} from '../../../common/contract/index';
import type { DudoClient } from './index';
import { createRequestCore } from './requests';

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

export function phoneWsUrl(): string {
  return `ws://${location.host}${PHONE_WS_PATH}`;
}

export function createPhoneClient(link: PhoneLink, options: PhoneClientOptions = {}): PhoneClient {
  const url = options.wsUrl ?? phoneWsUrl();
  let status: PhoneStatus = 'connecting';
  let language: PhoneLanguage | null = null;
  let closed = false;
  let socket: Promise<{ ws: WebSocket; send: (m: WsRequest) => void }> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const core = createRequestCore({ connect: () => connect().then((c) => c.send), forget: () => (socket = null) });

  const setStatus = (s: PhoneStatus): void => {
    if (status === s) return;
    status = s;
    options.onStatus?.(s);
  };

  function connect(): Promise<{ ws: WebSocket; send: (m: WsRequest) => void }> {
    socket ??= new Promise((resolve, reject) => {
      setStatus('connecting');
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      let inSeq = 0;
      let outSeq = 0;
      let paired = false;
      const send = (m: WsRequest): void => ws.send(sealFrame(link.cipherKey, 'to-host', outSeq++, m));
      ws.addEventListener('error', () => reject(new Error(`Cannot reach the host at ${url}.`)));
      ws.addEventListener('close', (e: CloseEvent) => {
        socket = null;
        core.failAll('The connection to the host was closed.');
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
        core.receive(opened.m as WsMessage);
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
    invoke: core.invoke,
    onEvent: core.onEvent,
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      core.close();
      void socket?.then((c) => c.ws.close()).catch(() => undefined);
    },
  };
}
