// The closing table of `npm test`: how long each phase took and, for each test suite, its files, tests
// and time, read from the JSON reports the Vitest runs write. It says where the run's time goes.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A Vitest run's reporter arguments: its own output, plus a JSON report `<name>.json` in `reportDir` when the run keeps one. */
export function vitestReporters(reportDir, name) {
  return reportDir ? ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`] : [];
}

/** The suite a test file belongs to, by where it lives (vitest.config.ts names the same folders). */
export function suiteOf(file, root = process.cwd()) {
  const path = relative(root, file).split('\\').join('/');
  const match = /^tests\/(rules|api|e2e|contract|durability)\//.exec(path);
  return match ? match[1] : 'unit';
}

/**
 * Per suite, from Vitest JSON reports (`--reporter=json --outputFile=...`): files, tests passed, failed
 * and skipped, and the time its files ran (the sum of their durations, as the suites run one file at a
 * time; the unit suite runs files side by side, so its figure is the work, not the wait).
 */
export function suiteRows(reportPaths, root = process.cwd()) {
  const rows = new Map();
  for (const path of reportPaths) {
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    for (const file of report.testResults ?? []) {
      const suite = suiteOf(file.name, root);
      const row = rows.get(suite) ?? { suite, files: 0, passed: 0, failed: 0, skipped: 0, seconds: 0 };
      row.files += 1;
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'passed') row.passed += 1;
        else if (test.status === 'failed') row.failed += 1;
        else row.skipped += 1;
      }
      if (file.endTime && file.startTime) row.seconds += (file.endTime - file.startTime) / 1000;
      rows.set(suite, row);
    }
  }
  const order = ['unit', 'rules', 'api', 'e2e', 'contract', 'durability'];
  return [...rows.values()].sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
}

/** The slowest files of the reports, slowest first: where to look when the run grows. */
export function slowestFiles(reportPaths, count = 10, root = process.cwd()) {
  const files = [];
  for (const path of reportPaths) {
    if (!existsSync(path)) continue;
    for (const file of JSON.parse(readFileSync(path, 'utf8')).testResults ?? []) {
      if (file.endTime && file.startTime) files.push({ file: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const pad = (value, width) => String(value).padStart(width);

/**
 * The closing table as text: the phases with their wall-clock seconds, then the suites. Phases overlap
 * where they ran side by side, so the total is the run's own wall clock (`elapsed`), not their sum.
 */
export function formatReport(phases, rows, slowest = [], elapsed = phases.reduce((sum, phase) => sum + phase.seconds, 0)) {
  const lines = ['', 'Where the time went (seconds, wall clock):'];
  const width = Math.max(44, ...phases.map((phase) => phase.name.length + 2));
  for (const phase of phases) lines.push(`  ${phase.name.padEnd(width)}${pad(phase.seconds.toFixed(0), 6)}${phase.ok === false ? '  FAILED' : ''}`);
  lines.push(`  ${'total, start to end'.padEnd(width)}${pad(elapsed.toFixed(0), 6)}`);
  if (rows.length > 0) {
    lines.push('', `  ${'suite'.padEnd(12)}${pad('files', 6)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 8)}${pad('seconds', 9)}`);
    const sum = { files: 0, passed: 0, failed: 0, skipped: 0, seconds: 0 };
    for (const row of rows) {
      lines.push(`  ${row.suite.padEnd(12)}${pad(row.files, 6)}${pad(row.passed, 8)}${pad(row.failed, 8)}${pad(row.skipped, 8)}${pad(row.seconds.toFixed(0), 9)}`);
      for (const key of Object.keys(sum)) sum[key] += row[key];
    }
    lines.push(`  ${'all'.padEnd(12)}${pad(sum.files, 6)}${pad(sum.passed, 8)}${pad(sum.failed, 8)}${pad(sum.skipped, 8)}${pad(sum.seconds.toFixed(0), 9)}`);
    lines.push(`  Tests run: ${sum.passed + sum.failed} (${sum.passed} passed) in ${sum.files} files.`);
  }
  if (slowest.length > 0) {
    lines.push('', '  Slowest files:');
    for (const { file, seconds } of slowest) lines.push(`  ${pad(seconds.toFixed(0), 6)}  ${file}`);
  }
  return lines.join('\n');
}
