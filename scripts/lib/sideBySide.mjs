// Runs commands side by side (the machine's cores are the limit worth using) and prints each one's output
// whole when it ends, so the log reads command by command rather than interleaved.
import { spawn } from 'node:child_process';
import { root } from './emulators.mjs';

/**
 * Runs each step (an array of commands run one after another) at the same time as the others. Resolves
 * with one `{ name, ok, seconds }` per step once all have ended; a step stops at its first failing command.
 */
export async function sideBySide(steps, env = process.env) {
  return Promise.all(
    steps.map(async ({ name, commands }) => {
      const started = performance.now();
      let ok = true;
      for (const [command, args, extraEnv] of commands) {
        const { status, output } = await captured(command, args, { ...env, ...extraEnv });
        process.stdout.write(`\n── ${name}: ${[command, ...args].join(' ')} (${status === 0 ? 'ok' : `exit ${status}`})\n${output}`);
        if (status !== 0) {
          ok = false;
          break;
        }
      }
      return { name, ok, seconds: (performance.now() - started) / 1000 };
    }),
  );
}

/** A command's exit status and its stdout and stderr together, as it wrote them. */
function captured(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
