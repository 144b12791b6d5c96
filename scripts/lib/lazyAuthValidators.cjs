// Loaded into the Firebase CLI by the project's commands (`firebaseCommand` in scripts/lib/emulators.mjs).
// The Auth emulator builds a request validator for every operation of the Identity Toolkit's API document
// when it starts, about 12 s of CPU on every start, though the site calls a handful of them. exegesis,
// the library it serves them with, can compile each validator when a request first needs it instead
// (its lazyCompileValidationSchemas option): the same checks, and the emulator up in under a second.
// Where the CLI's exegesis is not found, the CLI starts as it would without this file.
'use strict';

try {
  const cli = require.resolve('firebase-tools/package.json');
  const options = require(require.resolve('exegesis/lib/options.js', { paths: [cli] }));
  const compile = options.compileOptions;
  if (typeof compile === 'function') {
    options.compileOptions = (given = {}) => compile({ lazyCompileValidationSchemas: true, ...given });
  }
} catch {
  // Another layout of firebase-tools: nothing to change.
}
