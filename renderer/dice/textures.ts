/**
 * Procedural canvas textures for dice, leather cups and felt (nothing downloaded). Each texture
 * is made once per key and cached; call in the browser only (uses document.createElement).
 */
import * as THREE from 'three';
import { Rng } from '../physics/rng';

const cache = new Map<string, THREE.Texture>();

function canvas(width: number, height = width): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  return [c, ctx];
}

function cached(key: string, make: () => THREE.Texture): THREE.Texture {
  let t = cache.get(key);
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

/**
 * Leather texture for a cup of colour `color`: mottled grain, darker creases, a stitched seam and
 * a tooled band near the mouth. Wraps around the cup (u = angle, v = height, v = 0 at the mouth).
 */
export function leatherTexture(color: string, bump = false): THREE.Texture {
  return cached(`leather:${color}:${bump}`, () => {
    const w = 512;
    const h = 256;
    const [c, ctx] = canvas(w, h);
    const base = new THREE.Color(bump ? '#808080' : color);
    ctx.fillStyle = `#${base.getHexString()}`;
    ctx.fillRect(0, 0, w, h);
    const rng = new Rng(0x1ea7e5);
    // grain: many small soft blotches, lighter and darker
    for (let i = 0; i < 4000; i++) {
      const x = rng.float() * w;
      const y = rng.float() * h;
      const r = 1 + rng.float() * 3;
      const light = rng.float() < 0.5;
      ctx.fillStyle = light ? `rgba(255,240,220,${0.05 * rng.float()})` : `rgba(0,0,0,${0.12 * rng.float()})`;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
    // creases
    ctx.strokeStyle = bump ? 'rgba(0,0,0,0.5)' : 'rgba(0,0,0,0.25)';
    for (let i = 0; i < 60; i++) {
      ctx.lineWidth = 0.5 + rng.float();
      ctx.beginPath();
      let x = rng.float() * w;
      let y = rng.float() * h;
      ctx.moveTo(x, y);
      for (let k = 0; k < 4; k++) {
        x += (rng.float() - 0.5) * 30;
        y += (rng.float() - 0.5) * 12;
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    // worn highlights
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, 'rgba(0,0,0,0.35)');
    g.addColorStop(0.15, 'rgba(0,0,0,0)');
    g.addColorStop(0.85, 'rgba(255,255,255,0.04)');
    g.addColorStop(1, 'rgba(0,0,0,0.25)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    // The cup's lathe maps v = 0 to the mouth and v = 1 to the centre of the closed end, and the
    // canvas is flipped (canvas y = (1 - v) * h). The closed end (v > 0.875) stays plain so the
    // seam does not converge into a star there.
    const y = (v: number): number => (1 - v) * h;
    ctx.fillStyle = bump ? 'rgba(0,0,0,0.6)' : 'rgba(0,0,0,0.35)';
    for (const v of [0.2, 0.26, 0.8]) ctx.fillRect(0, y(v), w, 3);
    ctx.fillStyle = bump ? 'rgba(0,0,0,0.7)' : 'rgba(0,0,0,0.45)';
    ctx.fillRect(w * 0.5 - 2, y(0.86), 4, y(0.13) - y(0.86));
    ctx.fillStyle = bump ? 'rgba(255,255,255,0.9)' : 'rgba(235,215,170,0.85)';
    for (let yy = y(0.85); yy < y(0.14); yy += 12) {
      ctx.fillRect(w * 0.5 - 6, yy, 3, 7);
      ctx.fillRect(w * 0.5 + 4, yy + 6, 3, 7);
    }
    for (let x = 4; x < w; x += 14) ctx.fillRect(x, y(0.23), 8, 2);
    const tex = new THREE.CanvasTexture(c);
    if (!bump) tex.colorSpace = THREE.SRGBColorSpace;
    tex.wrapS = THREE.RepeatWrapping;
    tex.wrapT = THREE.ClampToEdgeWrapping;
    tex.anisotropy = 4;
    return tex;
  });
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
