import { type Envelope, JOB_POLL_INTERVAL_MS } from '@onehall/contract';
import { useEffect, useRef, useState } from 'react';
import { applyPoll, initialJobState, type JobState } from './job-state.ts';

/**
 * Polls a background job every 3 s (SPEC §9) from the moment it has a key
 * until it has finished or failed. The first poll is immediate so a short job
 * does not sit at 0 % for three seconds. A new key starts a fresh job state.
 */
export function useJobPoll<P extends { finished: boolean; errorMsg?: string | null }>(
  jobKey: string | null,
  poll: (key: string) => Promise<Envelope<P | null>>,
): JobState<P> {
  const [state, setState] = useState<JobState<P>>(initialJobState);
  const pollRef = useRef(poll);
  pollRef.current = poll;

  useEffect(() => {
    setState(initialJobState());
    if (!jobKey) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialJobState<P>();
    const tick = async () => {
      const env = await pollRef.current(jobKey);
      if (stopped) return;
      current = applyPoll(current, env);
      setState(current);
      if (current.phase === 'running') timer = setTimeout(tick, JOB_POLL_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobKey]);

  return state;
}
