// A phone's client (issue 28): the page opened from a QR code's link (`#/phone?seat=S&p=..&e=..`)
// speaks to the host's phones' listener on the page's own origin (`ws://HOST/phone`). The keys stay
// in the fragment (never sent in a request line); the pairing key travels only inside the hello
// sealed with the seat's key, and every frame after it is sealed both ways, bound to its connection (common/channel/sealed.ts).
// A phone that sleeps, reloads or loses the network connects again with the same link and finds its seat.
import { CLOSE, createChannelClient, sealedProtocol, type Protocol } from '../../../common/channel/index';
import {
  fromBase64Url,
  phoneChallengeSchema,
  phoneHello,
  parsePhoneFragment,
  phoneEndedSchema,
  phonePairedSchema,
  PHONE_WS_PATH,
  type Channel,
  type HostEvent,
  type Payload,
  type PhoneEnded,
  type PhoneLanguage,
  type PhoneLink,
  type Reply,
  type Result,
} from '../../../common/contract/index';
import type { DudoClient } from './index';
import { browserFrames } from './ws-protocol';

/** Where a phone's connection stands: `refused` (a wrong or revoked link), `revoked` and `ended` (its game is over, issue 42 item 9) do not retry. */
export type PhoneStatus = 'connecting' | 'paired' | 'lost' | 'refused' | 'revoked' | 'ended';

export interface PhoneClientOptions {
  /** The listener's WebSocket; default `ws://<this page's host>/phone`. */
  readonly wsUrl?: string;
  readonly onStatus?: (status: PhoneStatus) => void;
  /** The host named the language of this seat's person (their profile's) when it paired (issue 28 item 3). */
  readonly onLanguage?: (language: PhoneLanguage) => void;
  /** The host said this phone's game ended (issue 42 item 9), before closing with CLOSE.ended. */
  readonly onEnded?: (ended: PhoneEnded) => void;
  /** Wait before connecting again after a lost connection (default 1.5 s). */
  readonly retryMs?: number;
}

export interface PhoneClient extends DudoClient {
  readonly status: PhoneStatus;
  /** The language the host named at the pairing (the person's profile's), or null: the phone browser's. */
  readonly language: PhoneLanguage | null;
  /** What the host said of the end of this phone's game, or null while it goes on (issue 42 item 9). */
  readonly ended: PhoneEnded | null;
}

/**
 * The host's end message, or null when `message` is not one. A next link is kept only when it is a
 * phone link of this page's kind (http, with a phone fragment): the page offers it as a link.
 */
export function readEnded(message: unknown): PhoneEnded | null {
  const r = phoneEndedSchema.safeParse(message);
  if (!r.success) return null;
  const { nextLink, ...rest } = r.data;
  if (nextLink === undefined) return r.data;
  let ok = false;
  try {
    const u = new URL(nextLink);
    ok = u.protocol === 'http:' && parsePhoneFragment(u.hash) !== null;
  } catch {
    ok = false;
  }
  return ok ? r.data : { ...rest, nextGame: true };
}

/** `p` with every message it hands up shown to `seen` first (a listener of its own would take the messages the channel client has not subscribed for yet). */
function watched(p: Protocol<unknown>, seen: (message: unknown) => void): Protocol<unknown> {
  return {
    send: (m) => p.send(m),
    onMessage: (listener) =>
      p.onMessage((m) => {
        seen(m);
        listener(m);
      }),
    onClose: (listener) => p.onClose(listener),
    close: (code, reason) => p.close(code, reason),
    get closed() {
      return p.closed;
    },
  };
}

export function phoneWsUrl(): string {
  return `ws://${location.host}${PHONE_WS_PATH}`;
}

export function createPhoneClient(link: PhoneLink, options: PhoneClientOptions = {}): PhoneClient {
  const url = options.wsUrl ?? phoneWsUrl();
  let status: PhoneStatus = 'connecting';
  let language: PhoneLanguage | null = null;
  let ended: PhoneEnded | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // request/reply, ids and close live once in the channel client; this transport pairs and seals (issue 39 item 3)
  const channel = createChannelClient({ connect: () => pair() });

  const setStatus = (s: PhoneStatus): void => {
    if (status === s) return;
    status = s;
    options.onStatus?.(s);
  };

  /** What a closed connection means: a refused or revoked link stays so; else the phone connects again after a while. */
  const lost = (code: number): void => {
    if (closed) return;
    if (code === CLOSE.refused) return setStatus('refused');
    if (code === CLOSE.revoked) return setStatus('revoked');
    // issue 42 item 9: the game is over (told, or closed as ended): no retry, ever
    if (ended || code === CLOSE.ended) return setStatus('ended');
    setStatus('lost');
    retry ??= setTimeout(() => {
      retry = null;
      if (!closed) channel.connect();
    }, options.retryMs ?? 1500);
  };

  /** One connection: the host's challenge, our sealed hello, then its first sealed frame says the pairing held. */
  function pair(): Promise<Protocol<unknown>> {
    // issue 42 item 9: a game that ended is not connected to again (a request after it fails here)
    if (ended || status === 'ended') return Promise.reject(new Error('The game is over.'));
    setStatus('connecting');
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const frames = browserFrames(ws);
      let paired = false;
      ws.addEventListener('error', () => reject(new Error(`Cannot reach the host at ${url}.`)));
      frames.onClose((code) => {
        if (!paired) reject(new Error('The host refused this link.'));
        lost(code);
      });
      const offChallenge = frames.onMessage((frame) => {
        if (typeof frame !== 'string') return;
        let challenge;
        try {
          challenge = phoneChallengeSchema.safeParse(JSON.parse(frame));
        } catch {
          return;
        }
        if (!challenge.success || !fromBase64Url(challenge.data.nonce)) return;
        offChallenge();
        const nonce = challenge.data.nonce;
        frames.send(phoneHello(link.seat, link.pairingKey, link.cipherKey, nonce));
        const sealed = sealedProtocol(frames, { key: link.cipherKey, challenge: nonce, side: 'phone' });
        const offPaired = sealed.onMessage((first) => {
          offPaired();
          const pairedMsg = phonePairedSchema.safeParse(first);
          if (!pairedMsg.success || pairedMsg.data.seat !== link.seat) return sealed.close(CLOSE.badFrame, 'not paired');
          if (pairedMsg.data.language) {
            language = pairedMsg.data.language;
            options.onLanguage?.(language);
          }
          paired = true;
          setStatus('paired');
          // issue 42 item 9: the host's last frame says the game ended (the channel client ignores it)
          resolve(
            watched(sealed, (m) => {
              const e = readEnded(m);
              if (!e || ended) return;
              ended = e;
              options.onEnded?.(e);
            }),
          );
        });
      });
    });
  }

  if (typeof WebSocket !== 'undefined') channel.connect();

  return {
    transport: 'phone',
    get status() {
      return status;
    },
    get language() {
      return language;
    },
    get ended() {
      return ended;
    },
    invoke: <C extends Channel>(c: C, payload: Payload<C>) => channel.request(c, payload) as Promise<Result<Reply<C>>>,
    onEvent: (listener: (event: HostEvent) => void) => channel.onEvent(listener),
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      channel.close();
    },
  };
}
