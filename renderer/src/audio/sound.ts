// Procedural sound with Web Audio: the cup's rattle, the slam on the table, the dice's clack.
// No audio files: short noise bursts through filters, shaped by gain envelopes.
export type SoundName = 'rattle' | 'slam' | 'clack';

let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  return ctx;
}

function noise(ac: AudioContext, seconds: number): AudioBufferSourceNode {
  const buffer = ac.createBuffer(1, Math.max(1, Math.floor(ac.sampleRate * seconds)), ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  const src = ac.createBufferSource();
  src.buffer = buffer;
  return src;
}

/** One hit: a band of noise with a fast attack and an exponential decay. */
function hit(ac: AudioContext, at: number, volume: number, freq: number, q: number, decay: number): void {
  const src = noise(ac, decay + 0.02);
  const filter = ac.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = q;
  const gain = ac.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume), at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  src.connect(filter).connect(gain).connect(ac.destination);
  src.start(at);
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
