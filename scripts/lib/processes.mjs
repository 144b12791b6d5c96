// Whether a process runs, for the scripts that stop what they started (MailDev, the emulator suite).
import { readFileSync } from 'node:fs';

/** Whether the process runs. An exited one whose parent has not reaped it (a zombie) does not. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state ...".
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (not Linux): the signal check decides
  }
}
