// Sums a V8 CPU profile (node --cpu-prof) by function and by file, to see where a process spends its time.
//   node scripts/cpu-profile.mjs <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

const [path, rowsArgument = '30'] = process.argv.slice(2);
if (!path) {
  console.error('usage: node scripts/cpu-profile.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(path, 'utf8'));
const rows = Number(rowsArgument);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const intervals = profile.timeDeltas;
const selfTime = new Map();
profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (intervals[index] ?? 0)));
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

const byFunction = new Map();
const byFile = new Map();
for (const [id, time] of selfTime) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  // Frames without a file are V8's own: (idle), (program), (garbage collector), or a native function.
  const file = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'node_modules/') || (functionName.startsWith('(') ? functionName : '(native)');
  const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const packageOrFile = file.startsWith('node_modules/') ? file.split('/').slice(0, file.split('/')[1].startsWith('@') ? 3 : 2).join('/') : file;
  byFile.set(packageOrFile, (byFile.get(packageOrFile) ?? 0) + time);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort(([, a], [, b]) => b - a).slice(0, rows)) console.log(`${(time / 1000).toFixed(0).padStart(8)} ms ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print('Self time by package or file:', byFile);
print('Self time by function:', byFunction);
