import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { seedEntries } from '../../seed/robot.ts';
import { QUALITY_CASES } from './quality-cases.ts';

/** Share of the questions whose expected entry must come first. */
const REQUIRED_HIT_RATE = 0.85;

describe.each(testModes())('help robot answer quality (%s)', (mode) => {
  let api: TestApi;
  let student: string;

  beforeAll(async () => {
    api = await startApi(mode);
    student = (await api.signIn('student01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  it('should ask questions phrased otherwise than the stored ones', () => {
    const entries = seedEntries();
    const stored = new Set(entries.flatMap((e) => [e.question, ...e.similar]));
    const questions = new Set(entries.map((e) => e.question));
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(40);
    for (const [asked, expected] of QUALITY_CASES) {
      expect(stored.has(asked), asked).toBe(false);
      expect(questions.has(expected), expected).toBe(true);
    }
  });

  it(`should put the expected entry first for at least ${REQUIRED_HIT_RATE * 100} % of the questions`, async () => {
    const misses: string[] = [];
    for (const [asked, expected] of QUALITY_CASES) {
      const body = (
        await api.call({
          method: 'POST',
          url: '/api/blade-platform/aiquestion/lucene/search',
          token: student,
          payload: { question: asked },
        })
      ).json();
      const first = body.result[0]?.question ?? '（无回答）';
      if (first !== expected) misses.push(`${asked} → ${first}（应为 ${expected}）`);
    }
    const rate = (QUALITY_CASES.length - misses.length) / QUALITY_CASES.length;
    console.log(
      `robot answer hit rate (${mode}): ${(rate * 100).toFixed(1)} % of ${QUALITY_CASES.length}${misses.length ? `; missed: ${misses.join('；')}` : ''}`,
    );
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });
});
