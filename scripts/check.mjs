// `npm run check`: typecheck, lint, the import-cycle check and the format check, side by side.
// Each is one thread, so on two cores running them together takes about half as long as one after
// another. Each one's output is printed whole when it ends, so the lines do not interleave.
import { spawn } from 'node:child_process';

// The package.json scripts themselves, so each command is written in one place.
const CHECKS = ['typecheck', 'lint', 'check:cycles', 'format:check'];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      console.log(`\n=== ${script}: ${verdict} in ${seconds} s ===`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
