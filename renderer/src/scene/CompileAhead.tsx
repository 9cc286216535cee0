// Issue 42 item 15 (Start → first shake prompt, cold): while the menu or the setup is shown, the
// kept canvas is made ahead, parked and hidden (PersistentScene), with nothing of a game in it: no
// seat, no throw, so no die of anybody's. Here every material of its pieces (the felt, and a cup,
// the dice and the reveal's marks that WarmRevealMarks mounts) is compiled once per canvas, so that
// the first table neither makes the canvas nor compiles its shaders after Start.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

const compiled = new WeakSet<object>();

export function CompileAhead(): null {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    if (compiled.has(gl)) return;
    compiled.add(gl);
    performance.mark('dudo:compile-ahead');
    try {
      gl.compile(scene, camera);
    } catch {
      // a context lost meanwhile: the first table compiles them, as before
    }
    performance.mark('dudo:compiled-ahead');
  }, [gl, scene, camera]);
  return null;
}
