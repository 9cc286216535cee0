// Where the phones' listener listens (issue 42 item 11): DUDO_PHONES_ADDRESS first (tests and probes
// put it on 127.0.0.1), then the phonesAddress setting (a computer on several networks), else the
// first local-network address (phones.ts lanAddresses).
import { machineAddresses } from './phones';

export const PHONES_ADDRESS_ENV = 'DUDO_PHONES_ADDRESS';

/** DUDO_PHONES_ADDRESS: null when unset or empty; a typed error when it is not an address of this computer. */
export function phonesAddressFromEnv(env: NodeJS.ProcessEnv = process.env, mine: readonly string[] = machineAddresses()): { ok: true; address: string | null } | { ok: false; message: string } {
  const text = env[PHONES_ADDRESS_ENV]?.trim() ?? '';
  if (text === '') return { ok: true, address: null };
  if (!mine.includes(text)) return { ok: false, message: `${PHONES_ADDRESS_ENV} must be an address of this computer (${mine.join(', ')}), not ${JSON.stringify(text)}.` };
  return { ok: true, address: text };
}

/** The listener's address option: the environment's when set, else the setting read when a phones game starts. */
export function phonesAddressOption(fromEnv: string | null, setting: () => string | null): () => string | null {
  return () => fromEnv ?? setting();
}
