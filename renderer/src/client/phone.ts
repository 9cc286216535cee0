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
  phonePairedSchema,
  PHONE_WS_PATH,
  type Channel,
  type HostEvent,
  type Payload,
  type PhoneLanguage,
  type PhoneLink,
  type Reply,
  type Result,
} from '../../../common/contract/index';
import type { DudoClient } from './index';
import { browserFrames } from './ws-protocol';

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
    setStatus('lost');
    retry ??= setTimeout(() => {
      retry = null;
      if (!closed) channel.connect();
    }, options.retryMs ?? 1500);
  };

  /** One connection: the host's challenge, our sealed hello, then its first sealed frame says the pairing held. */
  function pair(): Promise<Protocol<unknown>> {
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
          resolve(sealed);
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
    invoke: <C extends Channel>(c: C, payload: Payload<C>) => channel.request(c, payload) as Promise<Result<Reply<C>>>,
    onEvent: (listener: (event: HostEvent) => void) => channel.onEvent(listener),
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      channel.close();
    },
  };
}
