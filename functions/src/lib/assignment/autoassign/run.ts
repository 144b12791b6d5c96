// Runs the assignment solver off the request's event loop, in a worker thread (the functions' bundle
// ships it as autoassign-worker.js beside index.js), so a large proposal never stalls other requests
// served by the same instance. Where the worker file is absent (the unit tests run the sources), it
// solves in this thread.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { seededRandom } from './random';
import { solveAssignment, solveRandomised, type AssignmentProblem, type AssignmentSolution } from './solve';

export interface SolveRequest {
  problem: AssignmentProblem;
  /** A randomised assignment's cap on any pair's probability, or null for the deterministic one. */
  q: number | null;
  seed: number;
}

export function solveRequest({ problem, q, seed }: SolveRequest): AssignmentSolution {
  return q === null ? solveAssignment(problem) : solveRandomised(problem, q, seededRandom(seed));
}

const workerFile = join(__dirname, 'autoassign-worker.js');

export function runSolver(problem: AssignmentProblem, q: number | null, seed: number): Promise<AssignmentSolution> {
  const request: SolveRequest = { problem, q, seed };
  if (!existsSync(workerFile)) return Promise.resolve(solveRequest(request));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: request });
    worker.once('message', (solution: AssignmentSolution) => resolve(solution));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The assignment solver stopped with code ${code}.`));
    });
  });
}
