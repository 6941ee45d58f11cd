// `npm run test:fast`: the checks that need no database and no browser, side by side. Vitest keeps
// both cores busy only in the middle of its run; the static checks fill its start and its tail.
// Each step's output is printed whole when it ends; the run fails when one step fails.
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  {
    name: 'lint',
    chain: [
      [
        bin('eslint'),
        '--cache',
        '--cache-location',
        'node_modules/.cache/eslint/',
        '--max-warnings=0',
        '.',
      ],
      [bin('prettier'), '--check', '--cache', '--log-level', 'warn', '.'],
    ],
  },
  {
    name: 'typecheck',
    chain: [
      [
        bin('tsc'),
        '-p',
        'tsconfig.json',
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        'node_modules/.cache/tsc.tsbuildinfo',
      ],
    ],
  },
  { name: 'codegen', chain: [[bin('graphql-codegen'), '--config', 'codegen.ts', '--check']] },
  {
    name: 'vitest',
    chain: [
      [
        bin('vitest'),
        'run',
        ...['machines', 'client', 'client-isolated', 'server-units'].flatMap((p) => [
          '--project',
          p,
        ]),
      ],
    ],
  },
];

function run([command, ...args], out) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => {
      out.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function step({ name, chain }) {
  const started = performance.now();
  const out = [];
  let code = 0;
  for (const command of chain) {
    code = await run(command, out);
    if (code !== 0) break;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(Buffer.concat(out));
  console.log(`\n${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
  return code;
}

const codes = await Promise.all(steps.map(step));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
