/** The round table: green felt on the plane y = 0 (radius TABLE_RADIUS) inside wooden rails. */
import { useMemo } from 'react';
import type { ThreeElements } from '@react-three/fiber';
import * as THREE from 'three';
import { RAIL_HEIGHT, RAIL_THICKNESS, TABLE_RADIUS, TABLE_THICKNESS } from '../physics/index';
import { feltTexture, woodTexture } from './textures';

export type TableProps = ThreeElements['group'];

export function Table(props: TableProps): React.JSX.Element {
  const [felt, rail, feltMat, woodMat] = useMemo(() => {
    const r = TABLE_RADIUS;
    const t = RAIL_THICKNESS;
    const railGeo = new THREE.LatheGeometry([
      new THREE.Vector2(r + t + 0.6, -TABLE_THICKNESS - 3),
      new THREE.Vector2(r + t + 0.6, 0),
      new THREE.Vector2(r + t + 0.3, RAIL_HEIGHT - 0.6),
      new THREE.Vector2(r + t - 0.6, RAIL_HEIGHT),
      new THREE.Vector2(r + 0.6, RAIL_HEIGHT),
      new THREE.Vector2(r, RAIL_HEIGHT - 0.6),
      new THREE.Vector2(r, 0),
    ].reverse(), 128);
    return [
      new THREE.CircleGeometry(r + 0.2, 128).rotateX(-Math.PI / 2),
      railGeo,
      new THREE.MeshStandardMaterial({ map: feltTexture(), roughness: 0.95 }),
      new THREE.MeshStandardMaterial({ map: woodTexture(), roughness: 0.45, side: THREE.DoubleSide }),
    ] as const;
  }, []);
  return (
    <group {...props}>
      <mesh geometry={felt} material={feltMat} receiveShadow />
      <mesh geometry={rail} material={woodMat} castShadow receiveShadow />
    </group>
  );
}
