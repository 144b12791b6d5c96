// A second emulator suite beside the first, for `npm test` on a machine that allows network namespaces
// (scripts/test.mjs starts this under `unshare --net`): in a namespace of its own, 127.0.0.1 is a loopback
// of its own, so the suite, MailDev, the front door and the API server listen on the very ports the tests,
// the built site and the functions' settings name, beside the first suite's. It runs one plan
// (scripts/lib/emulatorStack.mjs), then optionally the durability suite, and writes the status and the
// phases as JSON to the result file.
//   node scripts/lib/isolatedStack.mjs <result.json> <plan> <reportDir> [--durability]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { runDurabilitySuite, runEmulatorStack } from './emulatorStack.mjs';

const [resultPath, plan, reportDir] = process.argv.slice(2);
const withDurability = process.argv.includes('--durability');

/** Whether this process may bring its namespace's loopback up (a new namespace starts with it down). */
function loopbackUp() {
  return spawnSync('ip', ['link', 'set', 'lo', 'up'], { stdio: 'inherit' }).status === 0;
}

const phases = [];
let status = loopbackUp() ? 0 : 1;
if (status !== 0) phases.push({ name: 'loopback of the namespace', seconds: 0, ok: false });
else {
  const stack = await runEmulatorStack({ plan, reportDir });
  status = stack.status;
  phases.push(...stack.phases);
}
// The durability suite starts `npm start` itself, on this namespace's ports once the suite above has stopped.
if (status === 0 && withDurability) {
  const durability = runDurabilitySuite(reportDir);
  status = durability.status;
  phases.push(durability.phase);
}
writeFileSync(resultPath, JSON.stringify({ status, phases }));
process.exit(status);
