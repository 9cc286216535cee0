// Issue 30.4: storage that never stops the app. Only regular files are read (a FIFO, a device, a
// socket or a link to one is reported and set aside without being opened), every read is capped
// before parsing, problem messages never echo what a file holds, invalid UTF-8 is a problem.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readdirSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { useChildBundle } from './child-bundle';
import { describe, expect, it } from 'vitest';
import { exportRecord, newRecord } from '../../engine/index';
import type { AppInfo } from '../../common/contract/index';
import { readText } from '../../main/host/storage';
import { makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

const bundle = useChildBundle('start-child');

function folder(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

/** Starts a host in a child process; its first line, or `null` when none came within `limitMs` (the child is then killed). */
function startChild(dir: string, limitMs: number): Promise<{ readyMs: number; info: AppInfo; rssMb: number } | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--max-old-space-size=512', bundle.script, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, limitMs);
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(JSON.parse(out.split('\n')[0]!) as { readyMs: number; info: AppInfo; rssMb: number });
        child.kill('SIGKILL');
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (!out.includes('\n')) resolve(null);
    });
  });
}

const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;

describe('special files in the user data folder (a child process: a hang cannot hang the tests)', () => {
  it.skipIf(!hasMkfifo)('autosave.json as a FIFO, settings.json as a link to /dev/zero, stats.json as a socket, history.json as a link to a FIFO: ready within 5 s, each reported and set aside, nothing echoed', async () => {
    const dir = folder();
    expect(spawnSync('mkfifo', [join(dir, 'autosave.json')]).status).toBe(0);
    expect(spawnSync('mkfifo', [join(dir, 'elsewhere.fifo')]).status).toBe(0);
    symlinkSync('/dev/zero', join(dir, 'settings.json'));
    symlinkSync(join(dir, 'elsewhere.fifo'), join(dir, 'history.json'));
    const sock: Server = createServer();
    await new Promise<void>((r) => sock.listen(join(dir, 'stats.json'), r));
    cleanups.push(() => new Promise((r) => sock.close(r)));
    // the start is timed inside the child; 60 s bounds the child's own start-up on a busy machine
    const ready = await startChild(dir, 60_000);
    expect(ready, 'the host never became ready (blocked on the FIFO or out of memory on /dev/zero)').not.toBeNull();
    expect(ready!.readyMs).toBeLessThan(5000);
    const problems = ready!.info.storageProblems;
    const byFile = new Map(problems.map((p) => [p.file, p]));
    expect(byFile.get('autosave.json')?.message).toMatch(/named pipe \(FIFO\), not a regular file/);
    expect(byFile.get('settings.json')?.message).toMatch(/character device, not a regular file/);
    expect(byFile.get('stats.json')?.message).toMatch(/socket, not a regular file/);
    expect(byFile.get('history.json')?.message).toMatch(/named pipe \(FIFO\), not a regular file/);
    // set aside: the names are free for the next writes
    for (const f of ['autosave.json', 'settings.json', 'history.json']) expect(existsSync(join(dir, f)), f).toBe(false);
    expect(readdirSync(dir).some((f) => f.startsWith('settings.json.corrupt-') && lstatSync(join(dir, f)).isSymbolicLink())).toBe(true);
    expect(ready!.info.resume).toBeNull();
  });

  it('settings.json as a link to /etc/passwd: reported as not JSON, its content (root:x:0:0) never echoed into app:info', async () => {
    const dir = folder();
    symlinkSync('/etc/passwd', join(dir, 'settings.json'));
    const ready = await startChild(dir, 60_000);
    expect(ready).not.toBeNull();
    const text = JSON.stringify(ready!.info);
    expect(ready!.info.storageProblems.map((p) => p.file)).toContain('settings.json');
    expect(text).not.toContain('root:');
    expect(text).not.toMatch(/"root|x:0:0/);
  });
});

describe('readText: only regular files, capped, UTF-8 checked, no content in messages', () => {
  it('a file over the cap is a problem without being read or parsed', () => {
    const dir = folder();
    const f = join(dir, 'big.json');
    writeFileSync(f, `{"secret":"${'s'.repeat(100)}"}`);
    const r = readText(f, 64);
    expect(r).toEqual({ problem: expect.stringMatching(/big\.json is \d+ bytes, more than the 64/) as unknown });
    expect(JSON.stringify(r)).not.toContain('secret');
    expect(readText(f, 1000)).toHaveProperty('text');
  });

  it('invalid UTF-8 is a problem (it used to become U+FFFD silently); a BOM is still stripped', () => {
    const dir = folder();
    const f = join(dir, 'bad.json');
    writeFileSync(f, Buffer.concat([Buffer.from('{"name":"Jos'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]));
    expect(readText(f)).toEqual({ problem: 'bad.json is not valid UTF-8 text' });
    writeFileSync(f, `\uFEFF{"name":"José"}`);
    expect(readText(f)).toEqual({ text: '{"name":"José"}' });
  });

  it('a directory, a dangling link, a device: problems; a missing file is missing', () => {
    const dir = folder();
    expect(readText(join(dir, 'nothing.json'))).toEqual({ missing: true });
    expect(readText(dir)).toMatchObject({ problem: expect.stringMatching(/is a directory/) as unknown });
    symlinkSync(join(dir, 'gone'), join(dir, 'dangling.json'));
    expect(readText(join(dir, 'dangling.json'))).toEqual({ problem: 'dangling.json is a link to nothing' });
    expect(readText('/dev/zero')).toMatchObject({ problem: expect.stringMatching(/character device/) as unknown });
  });
});

describe('invalid UTF-8 and oversized files in the host', () => {
  it('a player name with invalid UTF-8 in autosave.json: reported, kept aside, not offered for resume', async () => {
    const dir = folder();
    const h = makeHost(dir);
    const r = recorder(h.host);
    const started = await r.client.handle('game:new', {
      seats: [
        { name: 'José', kind: 'human', color: '#aa3322' },
        { name: 'Beto', kind: 'human', color: '#2233aa' },
      ],
      rules: 'chile',
      dice3d: false,
    });
    expect(started.ok).toBe(true);
    await h.host.close();
    const file = join(dir, 'autosave.json');
    const bytes = readFileSync(file);
    const at = bytes.indexOf(Buffer.from('José'));
    expect(at).toBeGreaterThan(0);
    // é is C3 A9: make it C3 28 (an invalid sequence)
    bytes[at + 4] = 0x28;
    writeFileSync(file, bytes);
    rmSync(`${file}.bak`, { force: true });
    const again = makeHost(dir);
    cleanups.push(() => again.host.close());
    const info = ((await recorder(again.host).client.handle('app:info', {})) as { ok: true; value: AppInfo }).value;
    expect(info.storageProblems).toEqual([expect.objectContaining({ file: 'autosave.json', message: expect.stringMatching(/not valid UTF-8/) as unknown })]);
    expect(info.resume).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('settings.json with invalid UTF-8, or a sparse 40 MB one: a problem, defaults used, the host answers', async () => {
    for (const make of [
      (f: string) => writeFileSync(f, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
      (f: string) => {
        writeFileSync(f, '');
        truncateSync(f, 40 * 1024 * 1024);
      },
    ]) {
      const dir = folder();
      make(join(dir, 'settings.json'));
      const h = makeHost(dir);
      cleanups.push(() => h.host.close());
      const info = ((await recorder(h.host).client.handle('app:info', {})) as { ok: true; value: AppInfo }).value;
      expect(info.storageProblems).toEqual([expect.objectContaining({ file: 'settings.json', message: expect.stringMatching(/not valid UTF-8|more than the/) as unknown })]);
    }
  });
});

describe('a record file with invalid UTF-8 (CLI)', () => {
  it('dudo replay FILE: READ_ERROR, exit 2, naming the file and not its bytes (it used to replay with U+FFFD in the name)', () => {
    const dir = folder();
    const good = Buffer.from(exportRecord(newRecord('chile', [{ name: 'José' }, { name: 'B' }])));
    const at = good.indexOf(Buffer.from('José'));
    good[at + 4] = 0x28; // é (C3 A9) becomes C3 28, an invalid sequence
    const file = join(dir, 'bad.json');
    writeFileSync(file, good);
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', 'replay', file], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout) as { ok: boolean; error: { code: string; message: string } };
    expect(out).toMatchObject({ ok: false, error: { code: 'READ_ERROR', message: `${file} is not valid UTF-8 text` } });
    expect(r.stdout).not.toContain('Jos');
  });
});
