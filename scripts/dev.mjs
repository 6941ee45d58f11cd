// `npm run dev`: the API server (port 8080, restarted on change by tsx watch) and the Vite dev
// server (port 5173, proxying /graphql, /oauth, /api and /logout to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
