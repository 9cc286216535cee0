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

/** A hit of an impact's sound: its gain, band (Hz, Q), decay (s) and delay (s) after the impact. */
type HitShape = { gain: number; freq: number; q: number; decay: number; at: number };

/**
 * Issue 27: the hits each kind of impact is heard by: a die on a die clacks (bright, short), a die
 * on the felt taps (duller), a die on the cup's leather thumps (low, soft), the cup slammed on the
 * felt booms.
 */
export const IMPACT_HITS: Readonly<Record<ContactKind, readonly HitShape[]>> = {
  [ContactKind.dieDie]: [{ gain: 0.55, freq: 3300, q: 7, decay: 0.035, at: 0 }],
  [ContactKind.dieFelt]: [{ gain: 0.45, freq: 1500, q: 3, decay: 0.03, at: 0 }],
  [ContactKind.dieCup]: [
    { gain: 0.5, freq: 320, q: 1.2, decay: 0.06, at: 0 },
    { gain: 0.15, freq: 1900, q: 4, decay: 0.02, at: 0 },
  ],
  [ContactKind.cupFelt]: [
    { gain: 1, freq: 120, q: 0.8, decay: 0.25, at: 0 },
    { gain: 0.5, freq: 900, q: 2, decay: 0.08, at: 0.01 },
  ],
};

/**
 * The samples of an impact of `hits` at `rate` Hz, at full loudness: each hit white noise through a
 * band-pass biquad (the RBJ filter a BiquadFilterNode 'bandpass' is) under the envelope `hit` gives
 * it (4 ms rise from 0.0001, exponential fall to 0.0001 at its decay), summed. `random` makes the noise.
 */
export function impactSamples(hits: readonly HitShape[], rate: number, random: () => number = Math.random): Float32Array {
  const length = Math.ceil(rate * Math.max(...hits.map((h) => h.at + h.decay + 0.02)));
  const out = new Float32Array(length);
  for (const h of hits) {
    const w0 = (2 * Math.PI * h.freq) / rate;
    const alpha = Math.sin(w0) / (2 * h.q);
    const a0 = 1 + alpha;
    const [b0, b2, a1, a2] = [alpha / a0, -alpha / a0, (-2 * Math.cos(w0)) / a0, (1 - alpha) / a0];
    let [x1, x2, y1, y2] = [0, 0, 0, 0];
    const start = Math.round(h.at * rate);
    const rise = 0.004;
    for (let n = 0; start + n < length; n++) {
      const x = random() * 2 - 1;
      const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
      [x2, x1, y2, y1] = [x1, x, y1, y];
      const t = n / rate;
      if (t > h.decay + 0.02) break;
      // exponential ramps as AudioParam.exponentialRampToValueAtTime draws them
      const env = t < rise ? 0.0001 * (1 / 0.0001) ** (t / rise) : t < h.decay ? (0.0001 / 1) ** ((t - rise) / (h.decay - rise)) : 0;
      out[start + n]! += y * env * h.gain;
    }
  }
  return out;
}

/** Per context, per kind of impact: a few takes of its sound, made once (each impact plays one). */
const TAKES = 4;
let impactBuffers: { ac: AudioContext; byKind: Map<ContactKind, AudioBuffer[]> } | null = null;

function impactBuffer(ac: AudioContext, kind: ContactKind): AudioBuffer {
  if (!impactBuffers || impactBuffers.ac !== ac) impactBuffers = { ac, byKind: new Map() };
  let takes = impactBuffers.byKind.get(kind);
  if (!takes) {
    takes = [];
    for (let k = 0; k < TAKES; k++) {
      const samples = impactSamples(IMPACT_HITS[kind], ac.sampleRate);
      const b = ac.createBuffer(1, samples.length, ac.sampleRate);
      b.getChannelData(0).set(samples);
      takes.push(b);
    }
    impactBuffers.byKind.set(kind, takes);
  }
  return takes[Math.floor(Math.random() * takes.length)]!;
}

/** The loudness steps an impact is played at: from 0.01 to 1, each about 2.7 dB above the last (a step apart is hardly heard). */
export const IMPACT_LEVELS = 16;
const QUIETEST = 0.01;

/** The step nearest `gain` (0 to IMPACT_LEVELS - 1), and that step's gain. */
export function impactLevel(gain: number): { step: number; gain: number } {
  const r = Math.log(Math.min(1, Math.max(QUIETEST, gain)) / QUIETEST) / Math.log(1 / QUIETEST);
  const step = Math.round(r * (IMPACT_LEVELS - 1));
  return { step, gain: QUIETEST * (1 / QUIETEST) ** (step / (IMPACT_LEVELS - 1)) };
}

/** Per context, a gain node per loudness step, connected to the speakers once. */
let levelGains: { ac: AudioContext; byStep: (GainNode | undefined)[] } | null = null;

function levelGain(ac: AudioContext, gain: number): GainNode {
  if (!levelGains || levelGains.ac !== ac) levelGains = { ac, byStep: [] };
  const l = impactLevel(gain);
  let node = levelGains.byStep[l.step];
  if (!node) {
    node = ac.createGain();
    node.gain.value = l.gain;
    node.connect(ac.destination);
    levelGains.byStep[l.step] = node;
  }
  return node;
}

/**
 * Issue 27: one impact of the physics heard (IMPACT_HITS), as loud as it struck (impactGain). Its
 * sound is made once per kind (impactSamples), its pitch varied a little, and it plays through the
 * gain of its loudness step (impactLevel), made once: one audio node an impact. A frame of a held
 * shake plays up to three, and a gain node made for each was a third of the cup's frame callback.
 */
export function playImpact(kind: ContactKind, impulse: number, volume: number): void {
  if (volume <= 0) return;
  const g = impactGain(kind, impulse) * volume;
  if (g < QUIETEST) return;
  const ac = context();
  if (!ac) return;
  const src = ac.createBufferSource();
  src.buffer = impactBuffer(ac, kind);
  src.playbackRate.value = 1 + (Math.random() - 0.5) * 0.2;
  src.connect(levelGain(ac, g));
  src.start(ac.currentTime + 0.005);
}
