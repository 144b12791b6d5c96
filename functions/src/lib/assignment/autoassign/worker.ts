// The worker thread that solves one assignment (run.ts starts it with the problem as its data).
import { parentPort, workerData } from 'node:worker_threads';
import { solveRequest, type SolveRequest } from './run';

parentPort?.postMessage(solveRequest(workerData as SolveRequest));
