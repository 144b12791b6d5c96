// Types of deployTools.mjs, for the TypeScript deploy check.
export const deployToolsDir: string;
export const deployFirebaseBin: string;
export function deployToolsInstalled(): boolean;
export function ensureDeployTools(): void;
