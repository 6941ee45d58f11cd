// Checks that need no database and no browser, side by side, each written only here:
//   node scripts/checks.mjs [lint] [typecheck] [codegen] [vitest]   (none named: all four)
// `npm run lint`, `npm run typecheck` and `npm run codegen:check` run one step each.
// `npm run test:fast` runs all four: Vitest keeps both cores busy only in the middle of its run,
// and the static checks fill its start and its tail. `npm test` runs the first three
// (`npm run test:static`), as ESLint uses one core. Each step's output is printed
// whole when it ends; the run fails when one step fails.
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
      // A cache file of its own: Prettier deletes the one at its default place whenever it runs
      // without --cache (as an editor or `npx prettier --write file` does).
      [
        bin('prettier'),
        '--check',
        '--cache',
        '--cache-location',
        'node_modules/.cache/prettier-checks',
        '--log-level',
        'warn',
        '.',
      ],
    ],
  },
  {
    name: 'typecheck',
    chain: [
      [
        'node',
        'node_modules/typescript7/bin/tsc',
        '-p',
        'tsconfig.json',
        '--noEmit',
        // One thread: on a cold check TypeScript 7's parallel checkers take about twice the CPU,
        // which ESLint and Vitest beside it need.
        '--singleThreaded',
        '--incremental',
        '--tsBuildInfoFile',
        'node_modules/.cache/tsc7.tsbuildinfo',
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

const names = process.argv.slice(2);
const unknown = names.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step: ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`,
  );
  process.exit(2);
}
const chosen = names.length === 0 ? steps : steps.filter((s) => names.includes(s.name));
const codes = await Promise.all(chosen.map(step));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
