import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { serviceSeedId } from '../../seed/services.ts';
import { maskedName } from './ratings.ts';

const P = '/api/blade-platform';
const W = '/api/blade-workbench';
/** Visible to visitors, students and teachers. */
const PUBLIC = serviceSeedId('请假销假办理指南');

describe('maskedName', () => {
  it('should keep the first character and hide the rest behind one star, whatever the length', () => {
    expect(maskedName('张三')).toBe('张*');
    expect(maskedName('张思远')).toBe('张*');
    expect(maskedName('欧阳修')).toBe('欧*');
    expect(maskedName('李')).toBe('李*');
    expect(maskedName('Alice')).toBe('A*');
    expect(maskedName('𠀋一')).toBe('𠀋*');
  });
});

describe.each(testModes())('names in the rating detail (%s)', (mode) => {
  let api: TestApi;
  let student: string;
  let teacher: string;

  beforeAll(async () => {
    api = await startApi(mode);
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
    const rated = await api.call({
      method: 'POST',
      url: `${P}/serverCenter/giveScore`,
      payload: { serviceId: PUBLIC, score: 4, comment: '指南写得很清楚' },
      token: student,
    });
    expect(rated.json().status).toBe(1000);
  }, 60_000);
  afterAll(() => api.close());

  const namesSeenBy = async (token?: string) => {
    const answer = await api.call({
      method: 'POST',
      url: `${W}/nobody/serverCenter/serviceRateDetail`,
      payload: { serviceId: PUBLIC },
      token,
    });
    return answer.json().result.recent.map((r: { userName: string; comment: string }) => [r.userName, r.comment]);
  };

  it('should show a visitor the rater masked', async () => {
    expect(await namesSeenBy()).toEqual([['张*', '指南写得很清楚']]);
  });

  it('should show another user the rater masked', async () => {
    expect(await namesSeenBy(teacher)).toEqual([['张*', '指南写得很清楚']]);
  });

  it('should show the rater their own name', async () => {
    expect(await namesSeenBy(student)).toEqual([['张思远', '指南写得很清楚']]);
  });
});
