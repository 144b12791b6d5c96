// npm run deploy:check [-- --project <id>] [-- --no-build]: fails before any upload when a deploy would be
// refused or would break once deployed (scripts/lib/deployCheck.ts says what is checked). Needs no
// credentials. With --project, it also checks the configuration values that project needs.
import { parseArgs } from 'node:util';
import { run } from './lib/emulators.mjs';
import { deployCheck } from './lib/deployCheck';
import { ensureDeployTools } from './lib/deployTools.mjs';

const { values } = parseArgs({ options: { project: { type: 'string' }, 'no-build': { type: 'boolean', default: false } } });

ensureDeployTools();
if (!values['no-build']) run('npm', ['run', 'build', '-w', 'functions']);
const { problems, notes } = await deployCheck({ project: values.project });
for (const note of notes) console.log(`  note: ${note}`);
if (problems.length > 0) {
  console.error(`deploy:check found ${problems.length} problem${problems.length > 1 ? 's' : ''} a deploy would hit:`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(`deploy:check passed${values.project ? ` for ${values.project}` : ''}: runtime, functions, configuration, indexes and rules are deployable.`);
