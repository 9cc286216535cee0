// The folder rules of ARCHITECTURE.md and the finer zones of issue 29, as ESLint enforces them (eslint.config.js):
// each forbidden import is reported where it is written, and the allowed ones are not.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rules' messages for one import written in the file at `file` (relative to the root). */
async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('dudo/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (ARCHITECTURE.md folder rules, issue 29 zones)', () => {
  const cases: [string, string, boolean][] = [
    // the engine's rules core imports neither bots nor solver; bots may use the solver
    ['engine/game-probe.ts', './bots/index', false],
    ['engine/game-probe.ts', './solver/tables', false],
    ['engine/game-probe.ts', './bidding', true],
    ['engine/bots/probe.ts', '../solver/tables', true],
    // the engine imports nothing outside itself
    ['engine/probe.ts', '../main/host/index', false],
    // the renderer: the contract and the engine's public surface only
    ['renderer/src/probe.ts', '../../engine/index', true],
    ['renderer/src/probe.ts', '../../engine/bots/index', true],
    // issue 39.5: the bots' public surface is engine/bots/index, none of its modules
    ['renderer/src/probe.ts', '../../engine/bots/reasons', false],
    ['renderer/src/probe.ts', '../../engine/bots/odds', false],
    ['renderer/src/probe.ts', '../../engine/bots/types', false],
    ['renderer/src/probe.ts', '../../engine/bots/levels', false],
    ['renderer/src/probe.ts', '../../engine/variants', false],
    // issue 39.5: the bots and the solver import the rules core through engine/index only
    ['engine/bots/probe.ts', '../index', true],
    ['engine/bots/probe.ts', '../views', false],
    ['engine/bots/probe.ts', '../random.ts', false],
    ['engine/bots/probe.ts', './policy', true],
    ['engine/solver/probe.ts', '../index', true],
    ['engine/solver/probe.ts', '../bidding', false],
    ['engine/solver/probe.ts', './dudo', true],
    ['renderer/src/probe.ts', '../../engine/solver/tables', false],
    ['renderer/src/probe.ts', '../../engine/game', false],
    ['renderer/src/probe.ts', '../../common/contract/index', true],
    ['renderer/src/probe.ts', '../../common/contract/channels', false],
    ['renderer/src/probe.ts', '../../main/host/index', false],
    // issue 39: what both ends of a wire share is in common/; the renderer imports nothing from main/
    ['renderer/src/probe.ts', '../../common/dice-labels', true],
    ['renderer/src/probe.ts', '../../common/phone-wire', true],
    ['renderer/src/probe.ts', '../../main/web/shell', false],
    ['renderer/src/probe.ts', '../../main/contract/index', false],
    ['common/probe.ts', '../engine/index', true],
    ['common/probe.ts', '../main/host/index', false],
    ['common/probe.ts', '../renderer/src/client/index', false],
    ['common/probe.ts', 'node:crypto', false],
    ['main/host/probe.ts', '../../common/contract/index', true],
    // the host never imports the solver's runtime; the bot worker's files and the tools may
    ['main/host/probe.ts', '../../engine/solver/tables', false],
    ['main/web/probe.ts', '../../engine/solver/dudo', false],
    ['main/host/bot-worker.ts', '../../engine/solver/tables', true],
    ['main/host/endgame-loader.ts', '../../engine/solver/tables', true],
    ['main/cli/probe.ts', '../../engine/solver/cfr', true],
    // only main/electron/ imports electron
    ['main/host/probe.ts', 'electron', false],
    ['main/electron/probe.ts', 'electron', true],
    // issue 38: the online server runs the plain-Node host; never the Electron or web shells, nor the renderer
    ['server/probe.ts', '../main/host/index', true],
    ['server/probe.ts', '../common/online/room-protocol', true],
    ['server/probe.ts', '../engine/index', true],
    ['server/probe.ts', '@colyseus/core', true],
    ['server/probe.ts', '../main/web/shell', false],
    ['server/probe.ts', '../main/electron/main', false],
    ['server/probe.ts', '../renderer/src/client/index', false],
    ['server/probe.ts', 'electron', false],
    ['common/online/probe.ts', '../../server/room', false],
    ['main/host/probe.ts', '../../server/room', false],
  ];
  for (const [file, source, allowed] of cases) {
    it(`${file} ${allowed ? 'may' : 'may not'} import ${source}`, async () => {
      const found = await violations(file, source);
      if (allowed) expect(found).toEqual([]);
      else expect(found.length, `no boundary error for ${source} in ${file}`).toBeGreaterThan(0);
    });
  }
});
