// Issue 38 item 1: the online server's address (the serverAddress setting, env DUDO_SERVER). `ws://`
// only to a loopback or private address (the traffic stays on this computer or its network);
// `wss://` (TLS, a reverse proxy's job) to any other. Pure: no Node built-ins, no DOM (both ends use it).

/** Why an address was refused; the renderer words each reason in the player's language. */
export type ServerAddressProblem = 'not-url' | 'scheme' | 'ws-public' | 'credentials' | 'too-long';

export type ServerAddressCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: ServerAddressProblem; readonly message: string };

export const SERVER_ADDRESS_MAX = 256;

const MESSAGES: Record<ServerAddressProblem, string> = {
  'not-url': 'The server address is not an address like wss://dudo.example.org or ws://192.168.1.10:2567.',
  scheme: 'The server address starts with wss:// (or ws:// on this computer or its local network).',
  'ws-public': 'ws:// is not encrypted: it is refused for an address outside this computer and its local network. Use wss://.',
  credentials: 'The server address may not carry a user name or password.',
  'too-long': `The server address is longer than ${SERVER_ADDRESS_MAX} characters.`,
};

function refused(problem: ServerAddressProblem): ServerAddressCheck {
  return { ok: false, problem, message: MESSAGES[problem] };
}

/** The four numbers of a dotted IPv4 address, or null (URL has already normalised 127.1 and the like). */
function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

/** 127/8 loopback, 10/8, 172.16/12, 192.168/16 (RFC 1918), 169.254/16 link-local. */
function privateIpv4([a, b]: number[]): boolean {
  return a === 127 || a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** ::1 loopback, fc00::/7 unique local, fe80::/10 link-local (the host as URL writes it, in brackets). */
function privateIpv6(host: string): boolean {
  if (!host.startsWith('[') || !host.endsWith(']')) return false;
  const h = host.slice(1, -1).toLowerCase();
  if (h === '::1') return true;
  const first = h.split(':')[0] ?? '';
  if (first === '') return false;
  const word = parseInt(first, 16);
  return (word & 0xfe00) === 0xfc00 || (word & 0xffc0) === 0xfe80;
}

/** Whether `hostname` (as URL gives it) is this computer or its local network: ws:// is allowed to it. */
export function isLoopbackOrPrivate(hostname: string): boolean {
  if (hostname.toLowerCase() === 'localhost') return true;
  const v4 = ipv4Parts(hostname);
  return v4 ? privateIpv4(v4) : privateIpv6(hostname);
}

/**
 * Issue 38 item 1: checks a server address as typed. ok with the address normalised (no trailing
 * slash on an empty path); refused with a reason: not a URL, another scheme, ws:// to a public
 * address, a user name or password, too long. A host name other than localhost counts as public.
 */
export function checkServerAddress(text: string): ServerAddressCheck {
  const trimmed = text.trim();
  if (trimmed.length > SERVER_ADDRESS_MAX) return refused('too-long');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refused('not-url');
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return refused('scheme');
  if (url.hostname === '') return refused('not-url');
  if (url.username !== '' || url.password !== '') return refused('credentials');
  if (url.search !== '' || url.hash !== '') return refused('not-url');
  if (url.protocol === 'ws:' && !isLoopbackOrPrivate(url.hostname)) return refused('ws-public');
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.protocol}//${url.host}${path}` };
}
