// The durable job queue (README "Jobs"). Kinds are registered by importing their module from
// kinds.ts; the worker (worker.ts) is started by buildApp.
export { defineJob, JobInterrupted, type JobContext, type JobKind } from './define';
export { enqueue, type EnqueueOptions } from './enqueue';
