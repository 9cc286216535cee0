// Runs npm scripts side by side (test:all's type check and lint: one core each) and fails when any fails.
// Usage: node test/both.mjs typecheck lint
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const codes = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn(npm, ['run', '--silent', name], { stdio: 'inherit', shell: process.platform === 'win32' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  ),
);
codes.forEach((code, i) => console.log(`${scripts[i]}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
