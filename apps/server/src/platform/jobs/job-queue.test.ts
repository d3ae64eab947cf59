import { Type } from '@sinclair/typebox';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPlatform, type TestPlatform, testModes } from '../../../test/platforms.ts';
import type { JobProgress, JobQueue } from './job-queue.ts';
import { defineJob } from './job-type.ts';

const EXPORT = defineJob('transfer.export', 1, Type.Object({ rows: Type.Integer() }));
const ANY = Type.Object({});
const SLOW = defineJob('metrics.slow', 1, ANY);
const BROKEN = defineJob('metrics.broken', 1, ANY);
const IMPORT = defineJob('transfer.import', 1, ANY);
const COUNT = defineJob('count', 1, Type.Object({ n: Type.Integer() }));

const WAIT = { timeout: 10_000, interval: 20 };

describe.each(testModes())('job queue (%s)', (mode) => {
  let t: TestPlatform;
  afterEach(() => t.close());

  async function stateOf(jobs: JobQueue, id: string): Promise<JobProgress | undefined> {
    return jobs.progress(id);
  }

  it('should take a job from waiting through active with progress to completed', async () => {
    t = await createTestPlatform(mode, { config: { RUN_JOBS: false } });
    const { jobs } = t.platform;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs.register(EXPORT, async (payload, ctx) => {
      await ctx.report(50, { finishNum: payload.rows / 2, totalNum: payload.rows });
      await gate;
      return { url: '/files/export.xlsx' };
    });

    const id = await jobs.enqueue(EXPORT, { rows: 10 });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await stateOf(jobs, id)).toEqual({ state: 'waiting', percent: 0, data: {} });

    await jobs.startWorker();
    await vi.waitFor(async () => {
      expect(await stateOf(jobs, id)).toEqual({ state: 'active', percent: 50, data: { finishNum: 5, totalNum: 10 } });
    }, WAIT);

    release();
    await vi.waitFor(async () => {
      expect(await stateOf(jobs, id)).toEqual({
        state: 'completed',
        percent: 100,
        data: { finishNum: 5, totalNum: 10, url: '/files/export.xlsx' },
      });
    }, WAIT);
  });

  it('should count waiting and running jobs and tell listeners how each ended and how long it took', async () => {
    t = await createTestPlatform(mode, { config: { RUN_JOBS: false } });
    const { jobs } = t.platform;
    const settled: { name: string; state: string; seconds: number }[] = [];
    jobs.onSettled((name, state, seconds) => settled.push({ name, state, seconds }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs.register(SLOW, async () => {
      await gate;
      return undefined;
    });
    jobs.register(BROKEN, async () => {
      throw new Error('坏了');
    });
    await jobs.enqueue(SLOW, {});
    await jobs.enqueue(BROKEN, {});
    expect(await jobs.counts()).toEqual({ waiting: 2, active: 0 });

    await jobs.startWorker();
    await vi.waitFor(async () => {
      expect(await jobs.counts()).toEqual({ waiting: 0, active: 1 });
    }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await vi.waitFor(() => expect(settled).toHaveLength(2), WAIT);
    expect(settled.find((s) => s.name === 'metrics.broken')?.state).toBe('failed');
    const slow = settled.find((s) => s.name === 'metrics.slow');
    expect(slow?.state).toBe('completed');
    expect(slow?.seconds).toBeGreaterThanOrEqual(0.1);
    await vi.waitFor(async () => {
      expect(await jobs.counts()).toEqual({ waiting: 0, active: 0 });
    }, WAIT);
  });

  it('should mark a job failed with the error its handler threw', async () => {
    t = await createTestPlatform(mode);
    const { jobs } = t.platform;
    jobs.register(IMPORT, async (_payload, ctx) => {
      await ctx.report(20, { finishNum: 2 });
      throw new Error('第 3 行：学号不能为空');
    });

    const id = await jobs.enqueue(IMPORT, {});
    await vi.waitFor(async () => {
      expect(await stateOf(jobs, id)).toEqual({
        state: 'failed',
        percent: 20,
        data: { finishNum: 2 },
        error: '第 3 行：学号不能为空',
      });
    }, WAIT);
  });

  it('should log a failed job with its name, id and error', async () => {
    const records: Record<string, unknown>[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => records.push(JSON.parse(line)) });
    t = await createTestPlatform(mode, { log });
    const { jobs } = t.platform;
    jobs.register(IMPORT, async () => {
      throw new Error('第 3 行：学号不能为空');
    });

    const id = await jobs.enqueue(IMPORT, {});
    await vi.waitFor(() => {
      expect(records).toEqual([
        expect.objectContaining({
          level: 50,
          job: 'transfer.import',
          jobId: id,
          err: expect.objectContaining({ message: '第 3 行：学号不能为空', stack: expect.stringContaining('job-queue.test.ts') }),
        }),
      ]);
    }, WAIT);
  });

  it('should fail a job that no handler is registered for', async () => {
    t = await createTestPlatform(mode);
    const { jobs } = t.platform;
    const id = await jobs.enqueue(defineJob('nobody.handles.this', 1, ANY), {});
    await vi.waitFor(async () => {
      const progress = await stateOf(jobs, id);
      expect(progress?.state).toBe('failed');
      expect(progress?.error).toContain('nobody.handles.this');
    }, WAIT);
  });

  it('should fail a job of another version or with a payload its type refuses, logged, without calling its handler', async () => {
    const records: Record<string, unknown>[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => records.push(JSON.parse(line)) });
    t = await createTestPlatform(mode, { log });
    const { jobs } = t.platform;
    const ran: unknown[] = [];
    jobs.register(defineJob('report', 2, Type.Object({ id: Type.String() })), async (payload) => {
      ran.push(payload);
      return undefined;
    });
    // What another release's node may have queued: the first version, and a payload this version's schema refuses.
    const older = await jobs.enqueue(defineJob('report', 1, Type.Object({ id: Type.String() })), { id: 'a' });
    const misread = await jobs.enqueue(defineJob('report', 2, Type.Object({ id: Type.Number() })), { id: 7 });
    await vi.waitFor(async () => {
      expect((await stateOf(jobs, older))?.error).toBe('job report has payload version 1; this process runs version 2 only');
      expect((await stateOf(jobs, misread))?.error).toBe('invalid payload for job report v2 (/id: Expected string)');
    }, WAIT);
    expect(await stateOf(jobs, misread)).toMatchObject({ state: 'failed', percent: 0, data: {} });
    expect(ran).toEqual([]);
    expect(records.map((r) => [r.job, r.jobId])).toEqual(
      expect.arrayContaining([
        ['report', older],
        ['report', misread],
      ]),
    );
  });

  it('should refuse to queue a payload its type refuses', async () => {
    t = await createTestPlatform(mode, { config: { RUN_JOBS: false } });
    const { jobs } = t.platform;
    await expect(jobs.enqueue(COUNT, { n: 'one' } as unknown as { n: number })).rejects.toThrow(
      'invalid payload for job count v1 (/n: Expected integer)',
    );
    expect(await jobs.counts()).toEqual({ waiting: 0, active: 0 });
  });

  it('should run every job of a batch once', async () => {
    t = await createTestPlatform(mode);
    const { jobs } = t.platform;
    const seen: number[] = [];
    jobs.register(COUNT, async ({ n }) => {
      seen.push(n);
      return { n };
    });
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => jobs.enqueue(COUNT, { n })));
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map((id) => stateOf(jobs, id)));
      expect(states.map((s) => s?.state)).toEqual(Array(5).fill('completed'));
    }, WAIT);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('should answer undefined for an unknown job id', async () => {
    t = await createTestPlatform(mode);
    expect(await t.platform.jobs.progress('0123456789abcdef0123456789abcdef')).toBeUndefined();
  });
});
