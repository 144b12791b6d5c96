// Types of the runtime bootstrap in runtime.mjs, for the TypeScript tests that check it.
export const runtimeMajor: number;
export function nodeMajor(binary: string): number | undefined;
export function missingRuntimeMessage(hostVersion?: string, platform?: string): string;
export function runtimePackageName(platform?: string, arch?: string): string;
export function lockedRuntimeVersion(lock?: unknown, platform?: string, arch?: string): string | undefined;
export function ensureInstalled(): void;
export function ensureRuntime(options?: { alongside?: string[] }): Promise<void>;
export function runtimeBanner(): string;
