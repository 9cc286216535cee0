// `npx tsx test/bench/maestro-first.ts [PRESET] [--beyond] [--json]`: Maestro's first decision in a fresh process (issue 14:
// first decision ≤ 1 s after start), in a heads-up 1v1 normal round of the preset, so the family's endgame
// tables are parsed by that decision; timed after the engine's modules are imported (tsx compile time apart).
import '../setup/endgame-tables'; // Maestro's tables, as the bot worker reads them
import { applyOrThrow, createGame, createRng, isPresetId, viewFor, type Face } from '../../engine/index';
import { botConfig, decide } from '../../engine/bots/index';
import { repoEndgame } from '../setup/endgame-tables';

const args = process.argv.slice(2);
const preset = args.find((a) => !a.startsWith('--')) ?? 'chile';
if (!isPresetId(preset)) throw new Error(`unknown preset ${preset}`);
const t0 = performance.now();
// --beyond: a 3v3 round instead, beyond the tables: the look-ahead (and its answer network, parsed then) decides
const beyond = args.includes('--beyond');
const g = createGame({ rules: preset, players: 2, start: { seat: 0, direction: 'clockwise' } });
const down = { ...g, players: g.players.map((p) => ({ ...p, dice: beyond ? 3 : 1, obligarUsed: true })) };
const s = applyOrThrow(down, { type: 'roll', dice: beyond ? [[3, 5, 2] as Face[], [5, 1, 4] as Face[]] : [[3 as Face], [5 as Face]] });
const first = decide(viewFor(s, 0), createRng(1), botConfig('maestro', 'balanced', repoEndgame));
const t1 = performance.now();
const second = decide(viewFor(s, 0), createRng(2), botConfig('maestro', 'balanced', repoEndgame));
const t2 = performance.now();
const out = { preset, firstMs: t1 - t0, secondMs: t2 - t1, source: first.reason.notes?.source ?? null, secondSource: second.reason.notes?.source ?? null, heapMB: process.memoryUsage().heapUsed / 2 ** 20 };
process.stdout.write(args.includes('--json') ? `${JSON.stringify(out)}\n` : `${preset}: first decision ${out.firstMs.toFixed(0)} ms (source ${out.source}), next ${out.secondMs.toFixed(1)} ms; heap ${out.heapMB.toFixed(0)} MB\n`);
