import { durationBucket } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import type { ProcessSnapshot } from '../todo/process-changes.ts';
import { addProcess, emptyRollups, histText, keyOf, parseHist, type Resolver } from './contributions.ts';

const resolver: Resolver = {
  deptOfService: (id) => (id === 's1' ? 'd1' : ''),
  serviceOf: (id) => (id === 's1' ? 's1' : ''),
  deptOfUser: () => 'd9',
  thresholds: { processHours: (name) => (name === '请假' ? 24 : 120), nodeHours: () => 48 },
};

const process = (over: Partial<ProcessSnapshot>): ProcessSnapshot => ({
  id: 'p1',
  serviceId: 's1',
  processName: '请假',
  userId: 'u1',
  state: 'FINISHED',
  startTime: '2025-03-01T01:00:00.000Z',
  finishTime: '2025-03-01T13:00:00.000Z',
  deadline: null,
  nodes: [],
  ...over,
});

describe('roll-up contributions', () => {
  it('should count a start by its China-time day and a finish, on time or late by the type threshold, by its own', () => {
    const r = emptyRollups();
    addProcess(r, 't', process({}), resolver, 1);
    addProcess(r, 't', process({ id: 'p2', startTime: '2025-03-01T17:00:00.000Z', finishTime: '2025-03-03T01:00:00.000Z' }), resolver, 1);
    expect(r.dept.get(keyOf('2025-03-01', 'd1'))).toMatchObject({ started: 1, finished: 1, late: 0, minutes: 720 });
    // 17:00 UTC is 01:00 the next day in China; 32 hours exceed the 24-hour threshold of 请假.
    expect(r.dept.get(keyOf('2025-03-02', 'd1'))).toMatchObject({ started: 1, finished: 0 });
    expect(r.dept.get(keyOf('2025-03-03', 'd1'))).toMatchObject({ finished: 1, late: 1, minutes: 1920 });
    expect(r.month.get(keyOf('2025-03', 'd1'))).toMatchObject({ started: 2, finished: 2, late: 1 });
  });

  it('should take away exactly what it added, leaving nothing', () => {
    const r = emptyRollups();
    const p = process({
      nodes: [
        {
          seq: 0,
          nodeName: '审核',
          handlerUserId: 'h1',
          handlerName: '甲',
          startTime: '2025-03-01T01:00:00.000Z',
          finishTime: '2025-03-01T05:00:00.000Z',
          deadline: null,
        },
      ],
    });
    addProcess(r, 't', p, resolver, 1);
    addProcess(r, 't', p, resolver, -1);
    for (const kind of ['dept', 'month', 'service', 'node', 'handler'] as const)
      for (const s of r[kind].values()) expect([s.started, s.finished, s.late, s.minutes, histText(s.hist)]).toEqual([0, 0, 0, 0, '']);
  });

  it('should write and read histograms, negative counts of a difference included', () => {
    const h = new Map([
      [durationBucket(30), 2],
      [durationBucket(600), -1],
    ]);
    expect(parseHist(histText(h))).toEqual(h);
    expect(parseHist('')).toEqual(new Map());
  });
});
