// How the emulator suite holds up through a rehearsal, sampled after each phase: the memory of the
// Firestore emulator, of the CLI (the Auth, Hosting and Functions emulators) and of the functions'
// workers, how many workers run, and the messages still waiting in the outbox (the triggers' backlog).
import { execFileSync } from 'node:child_process';
import { unsentMail } from '../../functions/src/lib/mail/outbox';

export interface SuiteSample {
  firestoreMb: number;
  cliMb: number;
  workers: number;
  workersMb: number;
  mailWaiting: number;
}

export async function sampleSuite(): Promise<SuiteSample> {
  const processes = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ mb: Number(match[1]) / 1024, args: match[2]! }));
  const sum = (pick: (args: string) => boolean) => Math.round(processes.filter((entry) => pick(entry.args)).reduce((total, entry) => total + entry.mb, 0));
  const worker = (args: string) => args.includes('functionsEmulatorRuntime');
  return {
    firestoreMb: sum((args) => args.startsWith('java') && args.includes('firestore')),
    cliMb: sum((args) => args.includes('firebase.js emulators:start')),
    workers: processes.filter((entry) => worker(entry.args)).length,
    workersMb: sum(worker),
    mailWaiting: (await unsentMail().count().get()).data().count,
  };
}

export const renderSample = (sample: SuiteSample) =>
  `suite: Firestore ${sample.firestoreMb} MB, CLI ${sample.cliMb} MB, ${sample.workers} function workers ${sample.workersMb} MB; ${sample.mailWaiting} messages waiting`;
