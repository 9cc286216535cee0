/**
 * Procedural canvas textures for dice, leather cups and felt (nothing downloaded). Each texture
 * is made once per key and cached; call in the browser only (uses document.createElement).
 */
import * as THREE from 'three';
import { Rng } from '../physics/rng';

const cache = new Map<string, THREE.Texture | HTMLCanvasElement>();

function canvas(width: number, height = width): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  return [c, ctx];
}

function cached<T extends THREE.Texture | HTMLCanvasElement>(key: string, make: () => T): T {
  let t = cache.get(key) as T | undefined;
  if (!t) {
    t = make();
    cache.set(key, t);
  }
  return t;
}

/** Pip centres on a unit face for each value (0..1 coordinates). */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

export type DieStyle = 'standard' | 'blank';

/**
 * Face texture of value 1..6. `bump` gives the height map (white = surface, black = bottom of a
 * pip) used as bumpMap so pips read as drilled dimples. On the French die (`blank`) face 6 is
 * left empty (R-BLANK).
 */
export function faceTexture(value: number, style: DieStyle, bump = false): THREE.Texture {
  return cached(`face:${value}:${style}:${bump}`, () => {
    const size = 256;
    const [c, ctx] = canvas(size);
    ctx.fillStyle = bump ? '#ffffff' : '#f4efe4';
    ctx.fillRect(0, 0, size, size);
    if (!bump) {
      // faint ivory grain
      const rng = new Rng(value * 7 + 1);
      for (let i = 0; i < 500; i++) {
        ctx.fillStyle = `rgba(120,100,70,${0.03 * rng.float()})`;
        ctx.fillRect(rng.float() * size, rng.float() * size, 2, 2);
      }
    }
    const pips = style === 'blank' && value === 6 ? [] : PIPS[value] ?? [];
    if (style === 'blank' && value === 6) {
      // R-BLANK: the blank face is clearly blank, not a worn one: a fine engraved frame round an empty field
      ctx.strokeStyle = bump ? '#404040' : 'rgba(120,96,60,0.55)';
      ctx.lineWidth = size * 0.025;
      ctx.beginPath();
      ctx.roundRect(size * 0.2, size * 0.2, size * 0.6, size * 0.6, size * 0.08);
      ctx.stroke();
    }
    const r = value === 1 ? size * 0.12 : size * 0.085;
    for (const [u, v] of pips) {
      const x = u * size;
      const y = v * size;
      if (bump) {
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, '#000000');
        g.addColorStop(0.75, '#303030');
        g.addColorStop(1, '#ffffff');
        ctx.fillStyle = g;
      } else {
        const g = ctx.createRadialGradient(x - r * 0.25, y - r * 0.25, r * 0.1, x, y, r);
        const red = value === 1 && style === 'standard';
        g.addColorStop(0, red ? '#7a0d0d' : '#050505');
        g.addColorStop(0.85, red ? '#b3161b' : '#1c1c1c');
        g.addColorStop(1, red ? '#5a0a0a' : '#000000');
        ctx.fillStyle = g;
      }
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
    const tex = new THREE.CanvasTexture(c);
    if (!bump) tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 4;
    return tex;
  });
}

/**
 * The six faces of a die in one 3 × 2 atlas (cell i holds face `layout[i]`), so a die is one
 * material and one draw call instead of six. Cell i sits at column i % 3, row floor(i / 3) from the
 * bottom (texture v grows upwards).
 */
export function dieAtlasTexture(layout: readonly number[], style: DieStyle, bump = false): THREE.Texture {
  return cached(`atlas:${layout.join('')}:${style}:${bump}`, () => {
    const cell = 256;
    const [c, ctx] = canvas(cell * 3, cell * 2);
    layout.forEach((value, i) => {
      const face = faceTexture(value, style, bump).image as HTMLCanvasElement;
      const row = Math.floor(i / 3);
      ctx.drawImage(face, (i % 3) * cell, (1 - row) * cell, cell, cell);
    });
    const tex = new THREE.CanvasTexture(c);
    if (!bump) tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 4;
    return tex;
  });
}

/** The six player colours of the leather cups (seat order). */
export const CUP_COLORS: readonly string[] = ['#7a2e1b', '#1f4e79', '#2f6b32', '#6b2c6b', '#b07a1e', '#3b3b3b'];
export const CUP_COLOR_NAMES: readonly string[] = ['oxblood', 'navy', 'green', 'plum', 'tan', 'black'];

/** Size of the leather maps: u (around the cup) × v (mouth to the centre of the closed end). */
const LEATHER_W = 512;
const LEATHER_H = 256;
/**
 * Canvas row of v, the distance along the cup's profile from the mouth (Cup.tsx: 0 the mouth's
 * inner edge, 0.058-0.096 the rolled rim, up to 0.61 the side wall, up to 0.69 the shoulder, then
 * the closed end to its centre at 1; the canvas is flipped).
 */
const leatherRow = (v: number): number => (1 - v) * LEATHER_H;
/** Where the stitched rows and the tooled band run (v), the seam's column (u) and its ends (v). */
const STITCH_ROWS = [0.13, 0.575];
const BAND = [0.18, 0.225];
const SEAM_U = 0.5;
const SEAM = [0.11, 0.6];
/** The rolled rim at the mouth (v). */
const RIM = [0.05, 0.1];

/**
 * The leather's relief, grey (white = high), shared by every colour: a pebbled grain with creases,
 * a rolled rim at the mouth, two stitched rows, a tooled band and the stitched seam down the side.
 * The closed end (v > 0.69) stays plain so the seam does not converge into a star there.
 */
function leatherHeight(): HTMLCanvasElement {
  return cached('leather:height', () => {
    const [c, ctx] = canvas(LEATHER_W, LEATHER_H);
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, LEATHER_W, LEATHER_H);
    const rng = new Rng(0x1ea7e5);
    // pebbled grain: many small raised pebbles
    for (let i = 0; i < 7000; i++) {
      const x = rng.float() * LEATHER_W;
      const y = rng.float() * LEATHER_H;
      const r = 1.2 + rng.float() * 1.8;
      const g = ctx.createRadialGradient(x, y, 0, x, y, r);
      g.addColorStop(0, `rgba(255,255,255,${0.18 + 0.12 * rng.float()})`);
      g.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    // creases where the leather was bent
    ctx.strokeStyle = 'rgba(0,0,0,0.45)';
    for (let i = 0; i < 70; i++) {
      ctx.lineWidth = 0.6 + rng.float() * 0.8;
      ctx.beginPath();
      let x = rng.float() * LEATHER_W;
      let y = leatherRow(SEAM[0]! + rng.float() * (SEAM[1]! - SEAM[0]!));
      ctx.moveTo(x, y);
      for (let k = 0; k < 4; k++) {
        x += (rng.float() - 0.5) * 34;
        y += (rng.float() - 0.5) * 8;
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    // the rolled rim at the mouth, a groove above it
    const rim = ctx.createLinearGradient(0, leatherRow(RIM[0]!), 0, leatherRow(RIM[1]!));
    rim.addColorStop(0, 'rgba(255,255,255,0.1)');
    rim.addColorStop(0.5, 'rgba(255,255,255,0.5)');
    rim.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = rim;
    ctx.fillRect(0, leatherRow(RIM[1]!), LEATHER_W, leatherRow(RIM[0]!) - leatherRow(RIM[1]!));
    ctx.fillStyle = 'rgba(0,0,0,0.7)';
    ctx.fillRect(0, leatherRow(RIM[1]! + 0.005), LEATHER_W, 2);
    // the tooled band: two grooves and a row of stamped diamonds
    for (const v of BAND) ctx.fillRect(0, leatherRow(v), LEATHER_W, 2);
    const mid = (leatherRow(BAND[0]!) + leatherRow(BAND[1]!)) / 2;
    for (let x = 6; x < LEATHER_W; x += 16) {
      ctx.beginPath();
      ctx.moveTo(x, mid - 4);
      ctx.lineTo(x + 4, mid);
      ctx.lineTo(x, mid + 4);
      ctx.lineTo(x - 4, mid);
      ctx.closePath();
      ctx.fill();
    }
    // the seam: a groove down the side
    ctx.fillRect(LEATHER_W * SEAM_U - 1.5, leatherRow(SEAM[1]!), 3, leatherRow(SEAM[0]!) - leatherRow(SEAM[1]!));
    drawStitches(ctx, true);
    return c;
  });
}

/** The stitches: raised thread (height map: white; colour map: waxed cream thread) and the holes at their ends. */
function drawStitches(ctx: CanvasRenderingContext2D, height: boolean): void {
  const thread = height ? 'rgba(255,255,255,0.95)' : 'rgba(236,216,172,0.95)';
  const hole = height ? 'rgba(0,0,0,0.8)' : 'rgba(0,0,0,0.55)';
  for (const v of STITCH_ROWS) {
    const y = leatherRow(v);
    for (let x = 3; x < LEATHER_W; x += 12) {
      ctx.fillStyle = hole;
      ctx.fillRect(x - 1.5, y - 1.5, 3, 3);
      ctx.fillRect(x + 7.5, y - 1.5, 3, 3);
      ctx.fillStyle = thread;
      ctx.fillRect(x, y - 1.2, 8, 2.4);
    }
  }
  // cross stitches over the seam
  for (let y = leatherRow(STITCH_ROWS[1]! - 0.02); y < leatherRow(STITCH_ROWS[0]! + 0.02); y += 11) {
    ctx.fillStyle = hole;
    ctx.fillRect(LEATHER_W * SEAM_U - 7, y - 1, 2.5, 2.5);
    ctx.fillRect(LEATHER_W * SEAM_U + 5, y + 5, 2.5, 2.5);
    ctx.strokeStyle = thread;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(LEATHER_W * SEAM_U - 6, y);
    ctx.lineTo(LEATHER_W * SEAM_U + 6, y + 6);
    ctx.stroke();
  }
}

/**
 * Leather texture for a cup of colour `color`: the colour mottled and worn lighter at the rim and
 * the stitched edges, the grain of the relief showing through, cream stitches. With `bump`, the
 * relief itself (kept for callers of the old bump map). Wraps around the cup (u = angle, v = height,
 * v = 0 at the mouth).
 */
export function leatherTexture(color: string, bump = false): THREE.Texture {
  if (bump) return cached('leather:bump', () => wrapLeather(new THREE.CanvasTexture(leatherHeight()), false));
  return cached(`leather:${color}`, () => {
    const [c, ctx] = canvas(LEATHER_W, LEATHER_H);
    ctx.fillStyle = `#${new THREE.Color(color).getHexString()}`;
    ctx.fillRect(0, 0, LEATHER_W, LEATHER_H);
    const rng = new Rng(0x5eed1e);
    // large soft mottling of a hide dyed by hand
    for (let i = 0; i < 60; i++) {
      const x = rng.float() * LEATHER_W;
      const y = rng.float() * LEATHER_H;
      const r = 20 + rng.float() * 50;
      const g = ctx.createRadialGradient(x, y, 0, x, y, r);
      g.addColorStop(0, rng.float() < 0.5 ? `rgba(255,235,210,${0.05 + 0.05 * rng.float()})` : `rgba(0,0,0,${0.08 + 0.08 * rng.float()})`);
      g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    // the grain and creases of the relief, darkening the hollows
    ctx.globalCompositeOperation = 'overlay';
    ctx.globalAlpha = 0.55;
    ctx.drawImage(leatherHeight(), 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    // worn lighter where hands hold it and it meets the table: the rim, the upper stitched edge
    // (stops from the closed end's centre, v = 1, down to the mouth, v = 0)
    const wear = ctx.createLinearGradient(0, leatherRow(1), 0, leatherRow(0));
    wear.addColorStop(0, 'rgba(0,0,0,0.25)');
    wear.addColorStop(0.28, 'rgba(0,0,0,0.05)');
    wear.addColorStop(0.33, 'rgba(255,236,210,0.14)');
    wear.addColorStop(0.4, 'rgba(0,0,0,0)');
    wear.addColorStop(0.84, 'rgba(0,0,0,0)');
    wear.addColorStop(0.92, 'rgba(255,236,210,0.18)');
    wear.addColorStop(1, 'rgba(0,0,0,0.3)');
    ctx.fillStyle = wear;
    ctx.fillRect(0, 0, LEATHER_W, LEATHER_H);
    drawStitches(ctx, false);
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    return wrapLeather(tex, true);
  });
}

/** The leather's normal map (tangent space), from the relief by central differences; shared by every colour. */
export function leatherNormalMap(strength = 2.2): THREE.Texture {
  return cached(`leather:normal:${strength}`, () => {
    const src = leatherHeight();
    const h = src.getContext('2d')!.getImageData(0, 0, LEATHER_W, LEATHER_H).data;
    const [c, ctx] = canvas(LEATHER_W, LEATHER_H);
    const out = ctx.createImageData(LEATHER_W, LEATHER_H);
    const at = (x: number, y: number): number => h[(((y + LEATHER_H) % LEATHER_H) * LEATHER_W + ((x + LEATHER_W) % LEATHER_W)) * 4]! / 255;
    for (let y = 0; y < LEATHER_H; y++) {
      for (let x = 0; x < LEATHER_W; x++) {
        // u grows with x; v grows upward (the canvas row grows downward)
        const du = (at(x + 1, y) - at(x - 1, y)) * strength;
        const dv = (at(x, y - 1) - at(x, Math.min(LEATHER_H - 1, y + 1))) * strength;
        const len = Math.hypot(du, dv, 1);
        const o = (y * LEATHER_W + x) * 4;
        out.data[o] = Math.round(((-du / len) * 0.5 + 0.5) * 255);
        out.data[o + 1] = Math.round(((-dv / len) * 0.5 + 0.5) * 255);
        out.data[o + 2] = Math.round(((1 / len) * 0.5 + 0.5) * 255);
        out.data[o + 3] = 255;
      }
    }
    ctx.putImageData(out, 0, 0);
    return wrapLeather(new THREE.CanvasTexture(c), false);
  });
}

function wrapLeather(tex: THREE.Texture, colour: boolean): THREE.Texture {
  if (colour) tex.colorSpace = THREE.SRGBColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.ClampToEdgeWrapping;
  tex.anisotropy = 4;
  return tex;
}

/** Green felt with fine fibres; repeats. */
export function feltTexture(): THREE.Texture {
  return cached('felt', () => {
    const size = 256;
    const [c, ctx] = canvas(size);
    ctx.fillStyle = '#1d5a36';
    ctx.fillRect(0, 0, size, size);
    const rng = new Rng(0xfe17);
    for (let i = 0; i < 9000; i++) {
      const x = rng.float() * size;
      const y = rng.float() * size;
      const l = rng.float() < 0.5;
      ctx.fillStyle = l ? `rgba(120,200,140,${0.06 * rng.float()})` : `rgba(0,20,5,${0.12 * rng.float()})`;
      ctx.fillRect(x, y, 1 + rng.float() * 2, 1);
    }
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.wrapS = THREE.RepeatWrapping;
    tex.wrapT = THREE.RepeatWrapping;
    tex.repeat.set(8, 8);
    return tex;
  });
}

/** Wood for the rails. */
export function woodTexture(): THREE.Texture {
  return cached('wood', () => {
    const w = 512;
    const h = 64;
    const [c, ctx] = canvas(w, h);
    ctx.fillStyle = '#5b3419';
    ctx.fillRect(0, 0, w, h);
    const rng = new Rng(0x300d);
    for (let i = 0; i < 70; i++) {
      const y = rng.float() * h;
      ctx.strokeStyle = `rgba(${rng.float() < 0.5 ? '30,15,5' : '140,90,50'},${0.15 + 0.2 * rng.float()})`;
      ctx.lineWidth = 0.5 + rng.float() * 1.5;
      ctx.beginPath();
      ctx.moveTo(0, y);
      for (let x = 0; x <= w; x += 32) ctx.lineTo(x, y + Math.sin(x * 0.02 + i) * 2 + (rng.float() - 0.5));
      ctx.stroke();
    }
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.wrapS = THREE.RepeatWrapping;
    tex.repeat.set(6, 1);
    return tex;
  });
}

/** A five-pointed star in `color` with a white edge (the wild mark over a wild die at a 3D reveal, like the 2D reveal's star). */
export function starTexture(color: string): THREE.Texture {
  return cached(`star:${color}`, () => {
    const size = 64;
    const [c, ctx] = canvas(size);
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? size * 0.46 : size * 0.2;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      ctx.lineTo(size / 2 + Math.cos(a) * r, size / 2 + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    return tex;
  });
}

/** A soft round glow in `color`, bright in the middle and fading out (drawn additively under a marked die at a 3D reveal). */
export function glowTexture(color: string): THREE.Texture {
  return cached(`glow:${color}`, () => {
    const size = 64;
    const [c, ctx] = canvas(size);
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    const rgb = new THREE.Color(color);
    const css = (a: number): string => `rgba(${Math.round(rgb.r * 255)},${Math.round(rgb.g * 255)},${Math.round(rgb.b * 255)},${a})`;
    g.addColorStop(0, css(1));
    g.addColorStop(0.35, css(0.75));
    g.addColorStop(1, css(0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    return tex;
  });
}

/**
 * Issue 42 item 15: the shadow of a cup in the air, how dark it is from its middle to its edge (grey levels, an
 * alpha map: drawn black over the felt, AirborneShadows.tsx): dark to 75 % of its radius, fading out to its edge.
 */
export function shadowBlobTexture(): THREE.Texture {
  return cached('shadow-blob', () => {
    const size = 64;
    const [c, ctx] = canvas(size);
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, size, size);
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.75, '#ffffff');
    g.addColorStop(0.9, '#737373');
    g.addColorStop(1, '#000000');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
    return new THREE.CanvasTexture(c);
  });
}
