import { describe, expect, it } from 'vitest';
import { COCKED_TILT, CUP_INNER_RADIUS, DIE_HALF, DIE_SIZE, TABLE_RADIUS, classify, seatPosition, type Quat } from '../../renderer/physics/index';

const axisAngle = (x: number, y: number, z: number, a: number): Quat => ({ x: x * Math.sin(a / 2), y: y * Math.sin(a / 2), z: z * Math.sin(a / 2), w: Math.cos(a / 2) });
const seat = seatPosition(2);
const at = (dx: number, y: number, dz: number, q: Quat = { x: 0, y: 0, z: 0, w: 1 }) => ({ position: { x: seat.x + dx, y, z: seat.z + dz }, quaternion: q });

describe('cocked, stacked and fallen dice from constructed poses', () => {
  it('accepts a die lying flat under the cup, whatever its spin or relabel', () => {
    expect(classify(at(0, DIE_HALF, 0), 0, seat.x, seat.z)).toBeNull();
    expect(classify(at(2.5, DIE_HALF, -1.5, axisAngle(0, 1, 0, 0.9)), 17, seat.x, seat.z)).toBeNull();
    expect(classify(at(0, DIE_HALF, 0, axisAngle(1, 0, 0, COCKED_TILT * 0.9)), 3, seat.x, seat.z)).toBeNull();
  });

  it('R-REROLL: a die tilted past the threshold is cocked', () => {
    expect(classify(at(1, DIE_HALF + 0.3, 0, axisAngle(1, 0, 0, COCKED_TILT * 1.2)), 0, seat.x, seat.z)).toBe('cocked');
    expect(classify(at(1, 1.1, 0, axisAngle(0, 0, 1, (30 * Math.PI) / 180)), 5, seat.x, seat.z)).toBe('cocked');
  });

  it('R-REROLL: a die resting on another die is stacked, even when flat', () => {
    expect(classify(at(0, DIE_HALF + DIE_SIZE, 0), 0, seat.x, seat.z)).toBe('stacked');
    expect(classify(at(0.5, DIE_HALF + DIE_SIZE * 0.5, 0, axisAngle(1, 0, 0, 0.5)), 0, seat.x, seat.z)).toBe('stacked');
  });

  it('a die outside its cup on the felt is thrown again', () => {
    expect(classify(at(CUP_INNER_RADIUS + 1, DIE_HALF, 0), 0, seat.x, seat.z)).toBe('outside-cup');
  });

  it('O-FALLEN: a die beyond the rails or under the table top has left the table', () => {
    expect(classify({ position: { x: 0, y: DIE_HALF, z: TABLE_RADIUS + 3 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }, 0, seat.x, seat.z)).toBe('off-table');
    expect(classify(at(0, -DIE_SIZE, 0), 0, seat.x, seat.z)).toBe('off-table');
  });
});
