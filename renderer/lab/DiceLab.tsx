/**
 * Dice lab: throw any number of cups, watch the physics play back and read the faces. Served
 * standalone by `npm run lab` (renderer/lab.html); the app can mount <DiceLab /> from its
 * developer menu. URL parameters (for screenshots): seed, cups, dice, kind (standard | blank |
 * mixed), reveal (0..1), end (1 = jump to the end), t (freeze at t seconds), seat (close-up on that seat's cup), spill (chance of
 * a sloppy slam), view=top
 * (straight down on that seat), lost (1).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { seatPosition, trajectoryDuration, type DieKind, type ThrowRequest, type ThrowResult } from '../physics/index';
import { CUP_COLORS, Table, ThrowPlayback, throwInWorker } from '../dice/index';

type KindChoice = DieKind | 'mixed';

function Controls({ target }: { target: [number, number, number] }): null {
  const { camera, gl } = useThree();
  useEffect(() => {
    const c = new OrbitControls(camera, gl.domElement);
    c.target.set(...target);
    c.update();
    return () => c.dispose();
  }, [camera, gl, target]);
  return null;
}

const FACE_GLYPH = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function params(): URLSearchParams {
  return typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
}

export function DiceLab(): React.JSX.Element {
  const q = useMemo(params, []);
  const [seed, setSeed] = useState(Number(q.get('seed') ?? 1));
  const [cups, setCups] = useState(Number(q.get('cups') ?? 6));
  const [dice, setDice] = useState(Number(q.get('dice') ?? 5));
  const [kind, setKind] = useState<KindChoice>((q.get('kind') as KindChoice | null) ?? 'mixed');
  const [lost, setLost] = useState(q.get('lost') === '1');
  const spill = q.get('spill') === null ? undefined : Number(q.get('spill'));
  const [reveal, setReveal] = useState(Number(q.get('reveal') ?? 1));
  const [result, setResult] = useState<ThrowResult | null>(null);
  const [simMs, setSimMs] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const jumpToEnd = q.get('end') === '1';
  const fixedTime = q.get('t') === null ? null : Number(q.get('t'));
  const focus = q.get('seat');
  const run = useRef(0);

  const request = (s: number): ThrowRequest => ({
    seed: s,
    fallenDieLost: lost,
    ...(spill !== undefined ? { spillChance: spill } : {}),
    cups: Array.from({ length: cups }, (_, i) => ({ seat: i, dice, kind: kind === 'mixed' ? (i % 2 ? 'blank' : 'standard') : kind })),
  });

  const doThrow = (s: number): void => {
    const my = ++run.current;
    const t0 = performance.now();
    setEnded(false);
    throwInWorker(request(s)).then((r) => {
      if (my !== run.current) return;
      setSimMs(performance.now() - t0);
      setResult(r);
      setError(null);
    }, (e: unknown) => setError(String(e)));
  };

  useEffect(() => doThrow(seed), []); // first throw on open

  const cam = useMemo((): { position: [number, number, number]; target: [number, number, number] } => {
    if (focus !== null) {
      const p = seatPosition(Number(focus));
      const len = Math.hypot(p.x, p.z) || 1;
      if (q.get('view') === 'top') return { position: [p.x, 14, p.z + 0.01], target: [p.x, 0, p.z] };
      return { position: [p.x * (1 + 16 / len), 22, p.z * (1 + 16 / len)], target: [p.x, 1, p.z] };
    }
    return { position: [0, 95, 80], target: [0, 0, 0] };
  }, [focus, q]);

  return (
    <div style={{ position: 'fixed', inset: 0, background: '#101418', color: '#eee', fontFamily: 'system-ui, sans-serif' }}>
      <Canvas shadows camera={{ position: cam.position, fov: 40, near: 1, far: 2000 }} style={{ position: 'absolute', inset: 0 }} gl={{ preserveDrawingBuffer: true }}>
        <color attach="background" args={['#101418']} />
        <hemisphereLight args={['#fff4e0', '#202830', 0.6]} />
        <ambientLight intensity={0.25} />
        <directionalLight position={[30, 90, 40]} intensity={2.2} castShadow shadow-mapSize={[2048, 2048]} shadow-camera-left={-70} shadow-camera-right={70} shadow-camera-top={70} shadow-camera-bottom={-70} shadow-camera-far={300} shadow-bias={-0.0005} />
        <pointLight position={[-40, 50, -30]} intensity={1500} />
        <Table />
        {result ? (
          <ThrowPlayback
            trajectory={result.trajectory}
            speed={speed}
            reveal={ended || jumpToEnd ? reveal : 0}
            onEnd={() => setEnded(true)}
            {...(jumpToEnd ? { time: trajectoryDuration(result.trajectory) } : fixedTime !== null ? { time: fixedTime } : {})}
          />
        ) : null}
        <Controls target={cam.target} />
      </Canvas>
      <div style={{ position: 'absolute', top: 8, left: 8, background: 'rgba(0,0,0,0.55)', padding: '8px 10px', borderRadius: 6, fontSize: 13, lineHeight: 1.6, maxWidth: 420 }}>
        <strong>Dice lab</strong>
        <div>
          seed <input type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value))} style={{ width: 80 }} />{' '}
          cups <input type="number" min={1} max={6} value={cups} onChange={(e) => setCups(Math.max(1, Math.min(6, Number(e.target.value))))} style={{ width: 40 }} />{' '}
          dice <input type="number" min={1} max={15} value={dice} onChange={(e) => setDice(Math.max(1, Math.min(15, Number(e.target.value))))} style={{ width: 40 }} />
        </div>
        <div>
          <select value={kind} onChange={(e) => setKind(e.target.value as KindChoice)}>
            <option value="mixed">mixed</option>
            <option value="standard">standard</option>
            <option value="blank">French (blank)</option>
          </select>{' '}
          <label><input type="checkbox" checked={lost} onChange={(e) => setLost(e.target.checked)} /> fallenDieLost</label>{' '}
          speed <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            <option value={0.25}>¼</option><option value={0.5}>½</option><option value={1}>1</option><option value={2}>2</option>
          </select>
        </div>
        <div>
          <button type="button" onClick={() => doThrow(seed)}>Throw</button>{' '}
          <button type="button" onClick={() => { const s = seed + 1; setSeed(s); doThrow(s); }}>Next seed</button>{' '}
          reveal <input type="range" min={0} max={1} step={0.05} value={reveal} onChange={(e) => setReveal(Number(e.target.value))} />
        </div>
        {error ? <div style={{ color: '#f88' }}>{error}</div> : null}
        {result ? (
          <div data-testid="faces">
            {result.faces.map((f, i) => (
              <div key={i}>
                <span style={{ display: 'inline-block', width: 10, height: 10, background: CUP_COLORS[i], marginRight: 6, border: '1px solid #999' }} />
                seat {i} ({i % 2 && kind === 'mixed' || kind === 'blank' ? 'French' : 'standard'}): {f.map((x) => (kind === 'blank' || (kind === 'mixed' && i % 2) ? (x === 6 ? '□' : x) : x)).join(' ')}{' '}
                <span style={{ opacity: 0.6 }}>{f.map((x) => FACE_GLYPH[x]).join('')}</span>
                {result.fallen[i] ? ` (lost ${result.fallen[i]} off the table)` : ''}
              </div>
            ))}
            <div style={{ opacity: 0.75 }}>
              steps {result.steps} · {(result.steps * result.trajectory.dt).toFixed(2)} s simulated · {simMs.toFixed(0)} ms wall · re-throws {result.rethrows}
              {result.stats.sloppySlams ? ` · sloppy slams ${result.stats.sloppySlams}` : ''}
            </div>
          </div>
        ) : 'simulating…'}
      </div>
    </div>
  );
}
