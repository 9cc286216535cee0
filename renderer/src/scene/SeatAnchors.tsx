// Seats anchored to their cups (issue 13): each frame the seat cards of the 2D layer are placed
// beside their cup's projection on screen, pushed out from the table's centre far enough to cover
// neither the cup nor the dice under it, and kept inside the table's frame (else beside the cup).
import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { CUP_HEIGHT, CUP_OUTER_RADIUS, seatPosition } from '../../physics/constants';
import { anchorOf } from '../logic/anchor';

const v = new Vector3();

export function SeatAnchors(props: { seats: readonly number[] }): null {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const sizes = useRef(new Map<number, [number, number]>());
  const frame = useRef(0);
  useFrame(() => {
    const felt = gl.domElement.closest('.felt');
    if (!felt) return;
    const W = gl.domElement.clientWidth;
    const H = gl.domElement.clientHeight;
    const toScreen = (x: number, y: number, z: number): [number, number] => {
      v.set(x, y, z).project(camera);
      return [((v.x + 1) / 2) * W, ((1 - v.y) / 2) * H];
    };
    const centre = toScreen(0, 0, 0);
    const remeasure = frame.current++ % 30 === 0;
    for (const seat of props.seats) {
      const el = felt.querySelector<HTMLElement>(`.seats li[data-seat="${seat}"]`);
      if (!el) continue;
      if (remeasure || !sizes.current.has(seat)) sizes.current.set(seat, [el.offsetWidth, el.offsetHeight]);
      const [w, h] = sizes.current.get(seat)!;
      const p = seatPosition(seat);
      const cup = toScreen(p.x, CUP_HEIGHT / 2, p.z);
      const top = toScreen(p.x, CUP_HEIGHT + 2, p.z);
      const side = toScreen(p.x + CUP_OUTER_RADIUS * 1.3, CUP_HEIGHT / 2, p.z + CUP_OUTER_RADIUS * 1.3);
      const radius = Math.max(Math.hypot(side[0] - cup[0], side[1] - cup[1]), Math.hypot(top[0] - cup[0], top[1] - cup[1]));
      const [x, y] = anchorOf({ centre, cup, radius, w, h, width: W, height: H });
      const left = `${Math.round(x)}px`;
      const topPx = `${Math.round(y)}px`;
      if (el.style.left !== left) el.style.left = left;
      if (el.style.top !== topPx) el.style.top = topPx;
    }
  });
  return null;
}
