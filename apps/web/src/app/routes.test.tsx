import { describe, expect, it } from 'vitest';
import { allRoutes, configRoutes, homeRoutes, visitorRoutes } from './routes.tsx';

const byName = (name: string) => allRoutes.find((r) => r.name === name);

describe('route table', () => {
  it('should hold every route of SPEC §2 once', () => {
    const names = allRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(visitorRoutes.map((r) => r.path)).toEqual([
      '/',
      '/login',
      '/generalDetailsTow',
      '/deleteNoPag',
      '/serviceCenterBeforLogin',
      '/threelistsBeforLogin',
      '/effectivenessSupervisionBeforLogin',
    ]);
    expect(homeRoutes.map((r) => r.name)).toEqual([
      'noPower',
      'homePage',
      'applicationServiceCenter',
      'processServiceCenter',
      'serviceHall',
      'threelists',
      'effectivenessSupervision',
      'PersonalCenter',
      'cardBusinessConfig',
      'deptResponsibilityListConfig',
      'managementGuideConfig',
      'iframPage',
      'navIfram',
      'messageIfrm',
      'serviceIframPage',
    ]);
    expect(configRoutes.map((r) => r.path)).toEqual([
      '/userFrameConfig/homePageConfig',
      '/userFrameConfig/serviceHallConfig',
      '/userFrameConfig/threeListsConfig',
      '/userFrameConfig/processServiceCenterConfig',
      '/userFrameConfig/applicationServiceCenterConfig',
      '/userFrameConfig/effectivenessMonitoringConfig',
      '/userFrameConfig/preLoginConfig',
      '/userFrameConfig/messageManageConfig',
      '/userFrameConfig/addNavigation',
      '/userFrameConfig/robotConfig',
      '/userFrameConfig/loginConfig',
      '/userFrameConfig/themeConfig',
    ]);
    expect(byName('advanceLanding')?.path).toBe('/');
    expect(byName('lock')?.path).toBe('/lock');
  });

  it('should only let visitors into the pre-login routes', () => {
    expect(visitorRoutes.every((r) => r.guard === 'visitor')).toBe(true);
    expect([...homeRoutes, ...configRoutes].every((r) => r.guard !== 'visitor')).toBe(true);
  });

  it('should guard cardBusinessConfig, the two governed pages and every userFrameConfig page by the configuration menu', () => {
    const guarded = allRoutes.filter((r) => r.guard === 'config').map((r) => r.name);
    expect(guarded).toEqual([
      'cardBusinessConfig',
      'deptResponsibilityListConfig',
      'managementGuideConfig',
      ...configRoutes.map((r) => r.name),
    ]);
  });

  it('should hide the footer on the last six shell pages', () => {
    const noFooter = homeRoutes.filter((r) => !r.footer).map((r) => r.name);
    expect(noFooter).toEqual(homeRoutes.slice(-6).map((r) => r.name));
  });

  it('should carry the service types of the service centres', () => {
    expect(byName('applicationServiceCenter')?.serviceType).toBe('APPLICATION');
    expect(byName('processServiceCenter')?.serviceType).toBe('PROCESS');
    expect(byName('serviceHall')?.serviceType).toBe('');
  });
});
