// MailDev, the real SMTP server with a web inbox that `npm start`, `npm run dev` and `npm test` run
// beside the emulators: SMTP at 127.0.0.1:1025, the inbox and its REST API at http://127.0.0.1:1080.
// The functions reach it through the SMTP_URL secret, which the emulator suite reads from
// functions/.secret.local (written here; never committed, never deployed).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulators.mjs';
import { alive } from './processes.mjs';

export const mailPorts = { smtp: 1025, web: 1080 };
export const inboxUrl = `http://127.0.0.1:${mailPorts.web}`;
export const localSmtpUrl = `smtp://127.0.0.1:${mailPorts.smtp}`;

/** Where the inbox keeps its messages: MAIL_DIR, else beside the emulator data (so a restart keeps them). */
export function mailDirectory() {
  if (process.env.MAIL_DIR) return process.env.MAIL_DIR;
  return process.env.EMULATOR_DATA_DIR ? `${process.env.EMULATOR_DATA_DIR.replace(/\/+$/, '')}-mail` : join(root, '.maildev');
}

const pidFile = (directory) => `${directory.replace(/\/+$/, '')}.pid`;

/** The emulated functions' secrets: the SMTP server is the local MailDev. */
export function writeLocalSecrets() {
  writeFileSync(join(root, 'functions/.secret.local'), `# Written by scripts/lib/mailServer.mjs for the emulator suite; deploys use Secret Manager.\nSMTP_URL=${localSmtpUrl}\n`);
}

async function inboxAnswers() {
  try {
    return (await fetch(`${inboxUrl}/api/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Whether nothing listens on the port (on 127.0.0.1): a server can bind it. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const bothPortsFree = async () => (await portFree(mailPorts.smtp)) && (await portFree(mailPorts.web));

async function until(condition, timeoutMs, failure) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(failure);
}

/**
 * Starts MailDev on its ports, keeping messages in `directory`, and resolves once its API answers.
 * `detached`: it outlives this process (stop it with stopMailServer), as the test suite needs.
 */
export async function startMailServer({ directory = mailDirectory(), detached = false } = {}) {
  // One left running for this directory by a run that was killed: stop it first.
  await stopMailServer(directory);
  if (await inboxAnswers()) throw new Error(`Something already answers at ${inboxUrl}: stop it (another npm start?) and try again.`);
  // A MailDev that has just stopped may hold its ports for a moment.
  await until(bothPortsFree, 20_000, `Port ${mailPorts.smtp} or ${mailPorts.web} is taken: stop what listens there (another npm start?) and try again.`);
  mkdirSync(directory, { recursive: true });
  // A root devDependency: npm installs it at the top of node_modules.
  const bin = join(root, 'node_modules/maildev/dist/bin/maildev.js');
  const args = [bin, '--smtp', String(mailPorts.smtp), '--ip', '127.0.0.1', '--web', String(mailPorts.web), '--web-ip', '127.0.0.1', '--mail-directory', directory, '--silent'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'ignore', detached });
  if (detached) child.unref();
  writeFileSync(pidFile(directory), String(child.pid));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  await until(async () => exited !== null || (await inboxAnswers()), 30_000, `MailDev did not start at ${inboxUrl}.`);
  if (exited !== null) throw new Error(`MailDev stopped at once (exit ${exited}): is port ${mailPorts.smtp} or ${mailPorts.web} taken?`);
  return child;
}

/** Stops the MailDev started for `directory` and resolves once it has exited and its ports are free. */
export async function stopMailServer(directory = mailDirectory()) {
  const file = pidFile(directory);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  try {
    await until(async () => !alive(pid), 10_000, 'MailDev did not stop.');
  } catch {
    process.kill(pid, 'SIGKILL');
    await until(async () => !alive(pid), 5_000, 'MailDev did not stop, even when killed.');
  }
  await until(bothPortsFree, 10_000, `MailDev stopped, but port ${mailPorts.smtp} or ${mailPorts.web} is still taken.`);
}
