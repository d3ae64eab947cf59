import type { Static, TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';

/**
 * A kind of background job (docs/design/jobs.md): its name, the version of
 * its payload's shape and that shape. The module that enqueues it and the
 * jobs module that runs it share the one definition; a process runs only
 * the version it was built with, so a job written by another release fails
 * cleanly instead of running on a payload it misreads.
 */
export interface JobType<S extends TSchema = TSchema> {
  readonly name: string;
  readonly version: number;
  readonly payload: S;
  readonly check: TypeCheck<S>;
}

export function defineJob<S extends TSchema>(name: string, version: number, payload: S): JobType<S> {
  return { name, version, payload, check: TypeCompiler.Compile(payload) };
}

/** What the queue carries for a job: its payload and the version it was written for. */
export interface JobData {
  version: number;
  payload: unknown;
}

/** The first few problems of a payload, with their paths, for a log line a person can act on. */
function problemsOf(type: JobType, payload: unknown): string {
  const problems = [...type.check.Errors(payload)].slice(0, 3).map((e) => `${e.path || '/'}: ${e.message}`);
  return `invalid payload for job ${type.name} v${type.version} (${problems.join('; ')})`;
}

/** Wraps a payload for the queue; a payload its type refuses is a bug of the caller, thrown before anything is queued. */
export function toJobData<S extends TSchema>(type: JobType<S>, payload: Static<S>): JobData {
  if (!type.check.Check(payload)) throw new Error(problemsOf(type, payload));
  return { version: type.version, payload };
}

/** Unwraps a job taken from the queue, refusing another version or a payload that does not match. */
export function fromJobData<S extends TSchema>(type: JobType<S>, data: unknown): Static<S> {
  const { version, payload } = (data ?? {}) as Partial<JobData>;
  if (version !== type.version)
    throw new Error(`job ${type.name} has payload version ${String(version)}; this process runs version ${type.version} only`);
  if (!type.check.Check(payload)) throw new Error(problemsOf(type, payload));
  return payload;
}
