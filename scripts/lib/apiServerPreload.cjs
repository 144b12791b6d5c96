// Loaded into npm test's API server before functions-framework (`startApiServer` in scripts/lib/apiServer.mjs).
// The framework runs each HTTP request inside a Node domain, so that an error the function throws after
// answering, outside its promise, becomes a crash response. The first domain created turns on an async
// hook that follows every promise of the process to its destruction: in the API suite, a quarter of the
// server's CPU went to that bookkeeping (node:domain, async_hooks, the uncaught-exception capture).
// Here a request runs as it is, outside any domain; the function's own handler still answers its
// errors, and one that escapes it reaches the framework's process-wide handler, which answers the request
// in progress with a crash and stops the server: the suites then fail, as they do on any 500.
'use strict';

const domain = require('node:domain');

domain.create = () => ({
  on() {
    return this;
  },
  run(work, ...args) {
    return work(...args);
  },
});
