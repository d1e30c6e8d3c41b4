// `npm run check`: typecheck, lint, the import-cycle check and the format check, side by side.
// Each is one thread, so on two cores running them together takes about half as long as one after
// another. Each one's output is printed whole when it ends, so the lines do not interleave.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'tsc', ['-b']],
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['import cycles', 'node', ['scripts/check-cycles.mjs']],
  ['format', 'prettier', ['--check', '.']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const bin = command === 'node' ? process.execPath : `node_modules/.bin/${command}`;
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      console.log(`\n=== ${name}: ${verdict} in ${seconds} s ===`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
