import { DEFAULT_THEME_ID, THEMES, ThemeMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

const PLATFORM = '/api/blade-platform';
const DETAIL = `${PLATFORM}/themeSetUp/detail`;
const SCHOOL_SUBMIT = `${PLATFORM}/themeSetUp/submit`;
const USER_SUBMIT = `${PLATFORM}/userThemeSetUp/submit`;

describe.each(testModes())('themes (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let teacher: string;

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = async (url: string, payload: object = {}, token?: string) =>
    (await api.call({ method: 'POST', url, payload, token })).json();

  it('should list the default, two colour themes and a dark theme, the default first', async () => {
    const body = await post(`${PLATFORM}/platformThemeManage/getThemeManageList`);
    expect(body.status).toBe(1000);
    expect(body.result[0]).toMatchObject({ themeId: DEFAULT_THEME_ID, themeColor: '#008cff', themeMode: 'light' });
    expect(body.result.filter((t: { themeMode: string }) => t.themeMode === 'light').length).toBeGreaterThanOrEqual(3);
    expect(body.result.some((t: { themeMode: string }) => t.themeMode === 'dark')).toBe(true);
  });

  it('should give a visitor the school default theme, SPEC §3 default until an administrator chooses', async () => {
    const body = await post(DETAIL);
    expect(body.result).toMatchObject({ schoolThemeId: DEFAULT_THEME_ID, userThemeId: null, theme: { themeColor: '#008cff' } });
  });

  it('should refuse the school default theme to a student and change nothing', async () => {
    const body = await post(SCHOOL_SUBMIT, { themeId: '2' }, student);
    expect(body.status).not.toBe(1000);
    expect((await post(DETAIL)).result.schoolThemeId).toBe(DEFAULT_THEME_ID);
  });

  it('should refuse a theme id the list does not offer, in words, and change nothing', async () => {
    const body = await post(SCHOOL_SUBMIT, { themeId: '999' }, admin);
    expect(body).toMatchObject({ status: 1004, msg: ThemeMessages.unknown });
    const own = await post(USER_SUBMIT, { themeId: 'x' }, student);
    expect(own).toMatchObject({ status: 1004, msg: ThemeMessages.unknown });
    expect((await post(DETAIL, {}, student)).result.userThemeId).toBeNull();
  });

  it('should let an administrator set the school default, which every user without a choice of their own then gets', async () => {
    const saved = await post(SCHOOL_SUBMIT, { themeId: '3' }, admin);
    expect(saved.result.schoolThemeId).toBe('3');
    expect((await post(DETAIL)).result.theme.themeId).toBe('3');
    expect((await post(DETAIL, {}, teacher)).result.theme.themeId).toBe('3');
  });

  it("should change only the caller's own theme, and back to the school's on null", async () => {
    const dark = THEMES.find((t) => t.themeMode === 'dark')!;
    const saved = await post(USER_SUBMIT, { themeId: dark.themeId }, student);
    expect(saved.result).toMatchObject({ userThemeId: dark.themeId, theme: { themeMode: 'dark' } });
    // Read again as the server keeps it: the student's choice, not the teacher's, nor the school's.
    expect((await post(DETAIL, {}, student)).result.theme.themeId).toBe(dark.themeId);
    expect((await post(DETAIL, {}, teacher)).result).toMatchObject({ userThemeId: null, theme: { themeId: '3' } });
    expect((await post(DETAIL)).result.schoolThemeId).toBe('3');

    const back = await post(USER_SUBMIT, { themeId: null }, student);
    expect(back.result).toMatchObject({ userThemeId: null, theme: { themeId: '3' } });
  });

  it('should refuse the user theme to a visitor', async () => {
    const response = await api.call({ method: 'POST', url: USER_SUBMIT, payload: { themeId: '2' } });
    expect(response.json().status).not.toBe(1000);
  });

  it("should serve the school's logo and name from the one school identity, to visitors and signed-in users", async () => {
    const nobody = (await api.call({ method: 'GET', url: `${PLATFORM}/nobody/platformapplyguiselogo/detail` })).json();
    const signed = (
      await api.call({ method: 'GET', url: `${PLATFORM}/platformApplyGuiseLogoInfo/getPlatformApplyGuiseLogoInfo`, token: student })
    ).json();
    const identity = (await post('/api/online-service-platform/schoolIdentity/detail', {}, admin)).result;
    expect(nobody.result).toEqual({ schoolName: identity.schoolName, shortName: identity.shortName, logo: identity.logo });
    expect(signed.result).toEqual(nobody.result);
    const refused = await api.call({ method: 'GET', url: `${PLATFORM}/platformApplyGuiseLogoInfo/getPlatformApplyGuiseLogoInfo` });
    expect(refused.json().status).not.toBe(1000);
  });
});
