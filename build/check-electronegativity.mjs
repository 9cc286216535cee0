// npm run check:electron: runs electronegativity on the Electron shell (main/electron) and the
// renderer's HTML pages, and fails unless its SARIF output has zero results (electronegativity
// itself exits 0 even when it finds problems).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const json = process.argv.includes('--json');

// What ships in the app's Electron layer: the main process and preload sources, and the pages.
const stage = mkdtempSync(join(tmpdir(), 'dudo-electronegativity-'));
const input = join(stage, 'app');
mkdirSync(input);
cpSync(join(ROOT, 'main/electron'), join(input, 'main/electron'), { recursive: true });
for (const page of readdirSync(join(ROOT, 'renderer')).filter((f) => f.endsWith('.html'))) {
  cpSync(join(ROOT, 'renderer', page), join(input, 'renderer', page));
}
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')).version;
const sarif = join(stage, 'electronegativity.sarif');
const bin = join(ROOT, 'node_modules/.bin/electronegativity');
const run = spawnSync(bin, ['-i', input, '-o', sarif, '-r', '-e', electronVersion, '-v', 'false'], { encoding: 'utf8', timeout: 300_000 });
if (run.status !== 0 || run.error) {
  console.error(`electronegativity failed to run (status ${run.status}): ${run.error?.message ?? ''}\n${run.stderr}`);
  rmSync(stage, { recursive: true, force: true });
  process.exit(2);
}
let doc;
try {
  doc = JSON.parse(readFileSync(sarif, 'utf8'));
} catch (e) {
  console.error(`electronegativity wrote no readable SARIF (${e.message}).\n${run.stdout}\n${run.stderr}`);
  rmSync(stage, { recursive: true, force: true });
  process.exit(2);
}
rmSync(stage, { recursive: true, force: true });
const results = (doc.runs ?? []).flatMap((r) => r.results ?? []);
const rules = (doc.runs ?? []).flatMap((r) => r.tool?.driver?.rules ?? []).length;
const findings = results.map((r) => ({
  rule: r.ruleId,
  level: r.level,
  message: r.message?.text,
  where: (r.locations ?? []).map((l) => `${l.physicalLocation?.artifactLocation?.uri}:${l.physicalLocation?.region?.startLine ?? '?'}`),
}));
if (json) console.log(JSON.stringify({ electronVersion, rulesReported: rules, findings }, null, 2));
else {
  console.log(`electronegativity ${doc.runs?.[0]?.tool?.driver?.version ?? '?'} on main/electron + renderer/*.html (Electron ${electronVersion}): ${findings.length} finding(s)`);
  for (const f of findings) console.log(`  ${f.level ?? ''} ${f.rule}: ${f.message} at ${f.where.join(', ')}`);
}
process.exit(findings.length === 0 ? 0 : 1);
