// Procedural sound with Web Audio: the cup's rattle, the slam on the table, the dice's clack.
// No audio files: short noise bursts through filters, shaped by gain envelopes. Issue 27: with
// fast throws off, a throw is heard from its physics contacts (playImpact: one hit per impact, as
// loud as it struck); the named sounds on fixed cues are the fast throws' (and the 2D table's).
import { ContactKind } from '../../physics/index';

export type SoundName = 'rattle' | 'slam' | 'clack';

let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  return ctx;
}

/** Half a second of white noise, made once: each hit plays a slice of it from a random offset. */
let noiseBuffer: AudioBuffer | null = null;

function noise(ac: AudioContext): AudioBufferSourceNode {
  if (!noiseBuffer || noiseBuffer.sampleRate !== ac.sampleRate) {
    noiseBuffer = ac.createBuffer(1, Math.floor(ac.sampleRate * 0.5), ac.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const src = ac.createBufferSource();
  src.buffer = noiseBuffer;
  return src;
}

/** One hit: a band of noise with a fast attack and an exponential decay. */
function hit(ac: AudioContext, at: number, volume: number, freq: number, q: number, decay: number): void {
  const src = noise(ac);
  const filter = ac.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = q;
  const gain = ac.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume), at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  src.connect(filter).connect(gain).connect(ac.destination);
  src.start(at, Math.random() * Math.max(0, 0.5 - decay - 0.02));
  src.stop(at + decay + 0.02);
}

export function playSound(name: SoundName, volume: number): void {
  if (volume <= 0) return;
  const ac = context();
  if (!ac) return;
  const now = ac.currentTime + 0.01;
  switch (name) {
    case 'rattle':
      // dice knocking inside a leather cup: many soft, irregular clicks
      for (let i = 0; i < 14; i++) hit(ac, now + i * 0.035 + Math.random() * 0.02, volume * 0.35, 2200 + Math.random() * 1800, 4, 0.04);
      break;
    case 'slam':
      // the cup hits the table: a low thump and a short knock
      hit(ac, now, volume, 120, 0.8, 0.25);
      hit(ac, now + 0.01, volume * 0.5, 900, 2, 0.08);
      break;
    case 'clack':
      hit(ac, now, volume * 0.6, 3200, 6, 0.05);
      hit(ac, now + 0.045, volume * 0.35, 2600, 6, 0.04);
      break;
  }
}

/** Loudness of an impact, 0..1: its impulse (cm/s per unit of die mass) over a hard knock's, squared off. */
export function impactGain(kind: ContactKind, impulse: number): number {
  const full = kind === ContactKind.cupFelt ? 120 : kind === ContactKind.dieDie ? 90 : 160;
  return Math.min(1, Math.sqrt(Math.max(0, impulse) / full));
}

/**
 * Issue 27: one impact of the physics heard: a die on a die clacks (bright, short), a die on the
 * felt taps (duller), a die on the cup's leather thumps (low, soft), the cup slammed on the felt
 * booms; each as loud as it struck (impactGain).
 */
export function playImpact(kind: ContactKind, impulse: number, volume: number): void {
  if (volume <= 0) return;
  const g = impactGain(kind, impulse) * volume;
  if (g < 0.01) return;
  const ac = context();
  if (!ac) return;
  const now = ac.currentTime + 0.005;
  const jitter = 1 + (Math.random() - 0.5) * 0.2;
  switch (kind) {
    case ContactKind.dieDie:
      hit(ac, now, g * 0.55, 3300 * jitter, 7, 0.035);
      break;
    case ContactKind.dieFelt:
      hit(ac, now, g * 0.45, 1500 * jitter, 3, 0.03);
      break;
    case ContactKind.dieCup:
      hit(ac, now, g * 0.5, 320 * jitter, 1.2, 0.06);
      hit(ac, now, g * 0.15, 1900 * jitter, 4, 0.02);
      break;
    case ContactKind.cupFelt:
      hit(ac, now, g, 120, 0.8, 0.25);
      hit(ac, now + 0.01, g * 0.5, 900, 2, 0.08);
      break;
  }
}
