// Types of the MailDev wiring in mailServer.mjs, for the tests that stop and restart the inbox.
import type { ChildProcess } from 'node:child_process';
export const mailPorts: { smtp: number; web: number };
export const inboxUrl: string;
export const localSmtpUrl: string;
export function mailDirectory(): string;
export function writeLocalSecrets(): void;
export function startMailServer(options?: { directory?: string; detached?: boolean }): Promise<ChildProcess>;
export function stopMailServer(directory?: string): Promise<void>;
