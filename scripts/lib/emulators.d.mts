// Types of the emulator wiring in emulators.mjs, for the TypeScript tools that reuse it (the benchmark).
export const root: string;
export const projectId: string;
export const dataDir: string;
export const emulators: string;
export function firebaseCommand(args: string[]): [string, string[]];
export const hubUrl: string;
export function exportEmulatorData(directory: string, initiatedBy: string): Promise<void>;
export function firestoreLauncherEnv(): Record<string, string>;
export function emulatorEnv(): NodeJS.ProcessEnv;
export function emulatorConfig(options?: { hostingPort?: number; fileName?: string }): string;
export function run(cmd: string, args: string[], env?: NodeJS.ProcessEnv): void;
export function buildAll(): void;
export function waitForSuite(siteUrl?: string, timeoutMs?: number): Promise<void>;
