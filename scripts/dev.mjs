// `npm run dev`: the API with reload (tsx watch, port 3001) and Vite with HMR (port 5173,
// proxying /api and /dev to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', APP_URL: 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@updately/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
