import { Status } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { applyPoll, initialJobState, type JobState } from './job-state.ts';

interface P {
  finished: boolean;
  errorMsg: string | null;
  finishRate: number;
}

const env = (status: number, result: P | null, msg = '') => ({ status, code: status, msg, result });
const running: P = { finished: false, errorMsg: null, finishRate: 40 };

describe('applyPoll', () => {
  it('should keep polling and keep the last progress when a poll times out with 8010', () => {
    const before = applyPoll(initialJobState<P>(), env(Status.OK, running));
    const after = applyPoll(before, env(Status.CLIENT_TIMEOUT, null, 'interface request timed out, please retry later'));
    expect(after).toEqual({ phase: 'running', progress: running, reason: '' });
  });

  it('should fail the job on any other non-1000 answer', () => {
    const after = applyPoll(initialJobState<P>(), env(Status.CLIENT_ERROR, null, '任务不存在'));
    expect(after.phase).toBe('failed');
    expect(after.reason).toBe('任务不存在');
  });

  it('should fail the job when the server reports an error message', () => {
    const after = applyPoll(initialJobState<P>(), env(Status.OK, { ...running, errorMsg: '服务重启' }));
    expect(after.phase).toBe('failed');
    expect(after.reason).toBe('服务重启');
  });

  it('should finish when the progress says finished and ignore later answers', () => {
    const done: JobState<P> = applyPoll(initialJobState<P>(), env(Status.OK, { ...running, finished: true, finishRate: 100 }));
    expect(done.phase).toBe('finished');
    expect(applyPoll(done, env(Status.CLIENT_ERROR, null, 'x'))).toBe(done);
  });
});
