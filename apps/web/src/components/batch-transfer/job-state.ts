import { type Envelope, Status, TransferMessages } from '@onehall/contract';
import { isOk } from '../../api/client.ts';

/** SPEC §8 "Polling": the one message a failed job shows, whatever went wrong. */
export const JOB_FAILED_MESSAGE = TransferMessages.failed;

export type JobPhase = 'running' | 'finished' | 'failed';

export interface JobState<P> {
  phase: JobPhase;
  /** The last progress the server reported; kept through ignored polls. */
  progress: P | null;
  /** Why the job failed, when the server said (shown under 操作失败). */
  reason: string;
}

export const initialJobState = <P>(): JobState<P> => ({ phase: 'running', progress: null, reason: '' });

interface ProgressLike {
  finished: boolean;
  errorMsg?: string | null;
}

/**
 * One poll's answer applied to the job (SPEC §4, §8): a time-out (8010) is
 * ignored and polling goes on; any other non-1000 status fails the job; a
 * progress with an error message is a job that failed on the server; a
 * finished progress ends it. Once ended, later answers change nothing.
 */
export function applyPoll<P extends ProgressLike>(state: JobState<P>, env: Envelope<P | null>): JobState<P> {
  if (state.phase !== 'running') return state;
  if (env.status === Status.CLIENT_TIMEOUT) return state;
  if (!isOk(env) || !env.result) return { ...state, phase: 'failed', reason: env.msg };
  const progress = env.result;
  if (progress.errorMsg) return { phase: 'failed', progress, reason: progress.errorMsg };
  return { phase: progress.finished ? 'finished' : 'running', progress, reason: '' };
}
