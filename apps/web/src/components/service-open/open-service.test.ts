import { describe, expect, it } from 'vitest';
import { needsSignIn, type OpenableService, type OpenContext, planServiceOpen, popupFeatures } from './open-service.ts';

const service = (over: Partial<OpenableService> = {}): OpenableService => ({
  serviceId: 's1',
  serviceName: '学生请假申请',
  serviceUrl: 'https://apps.example.edu/leave?from=hall',
  openWay: 1001,
  accessWay: 1,
  ...over,
});

const user: OpenContext = {
  signedIn: true,
  requiresSignIn: true,
  currentPath: '/home/serviceHall',
  origin: 'http://portal.example.edu',
  screen: { width: 1600, height: 1000 },
};

describe('planServiceOpen', () => {
  it('should open an open-way 1001 service in the service frame page with its name and the way back', () => {
    const plan = planServiceOpen(service(), user);
    expect(plan.kind).toBe('inPage');
    if (plan.kind !== 'inPage') return;
    const target = new URL(plan.path, 'http://portal.example.edu');
    expect(target.pathname).toBe('/home/serviceIframPage');
    expect(target.searchParams.get('url')).toBe('https://apps.example.edu/leave?from=hall');
    expect(target.searchParams.get('name')).toBe('学生请假申请');
    expect(target.searchParams.get('backPath')).toBe('/home/serviceHall');
  });

  it('should open an open-way 1002 service in a centred pop-up window', () => {
    const plan = planServiceOpen(service({ openWay: 1002 }), user);
    expect(plan).toEqual({
      kind: 'popup',
      url: 'https://apps.example.edu/leave?from=hall',
      target: 'service-s1',
      features: 'popup=yes,width=1200,height=800,left=200,top=100,resizable=yes,scrollbars=yes',
    });
  });

  it('should open an open-way 1003 service in a new tab', () => {
    expect(planServiceOpen(service({ openWay: 1003 }), user)).toEqual({ kind: 'newTab', url: 'https://apps.example.edu/leave?from=hall' });
  });

  it('should append combStr for access way 5 and replace one already in the address', () => {
    const plan = planServiceOpen(service({ openWay: 1003, accessWay: 5, serviceUrl: 'https://x.example.edu/a?combStr=old&b=1' }), {
      ...user,
      combStr: 'abc 123',
    });
    expect(plan).toEqual({ kind: 'newTab', url: 'https://x.example.edu/a?combStr=abc+123&b=1' });
  });

  it('should not add combStr for other access ways', () => {
    const plan = planServiceOpen(service({ openWay: 1003, accessWay: 4 }), { ...user, combStr: 'abc' });
    expect(plan).toEqual({ kind: 'newTab', url: 'https://apps.example.edu/leave?from=hall' });
  });

  it('should report 返回值没有类型 for an unknown open way', () => {
    expect(planServiceOpen(service({ openWay: 1004 }), user)).toEqual({ kind: 'error', message: '返回值没有类型' });
    expect(planServiceOpen(service({ openWay: 0 }), user)).toEqual({ kind: 'error', message: '返回值没有类型' });
  });

  it('should refuse a script address instead of opening it', () => {
    const plan = planServiceOpen(service({ openWay: 1003, serviceUrl: 'javascript:alert(1)' }), user);
    expect(plan.kind).toBe('error');
  });

  it('should resolve a relative service address against the portal', () => {
    expect(planServiceOpen(service({ openWay: 1003, serviceUrl: '/apps/leave' }), user)).toEqual({
      kind: 'newTab',
      url: 'http://portal.example.edu/apps/leave',
    });
  });

  it('should ask a visitor to sign in and come back when the service needs it', () => {
    const plan = planServiceOpen(service(), { ...user, signedIn: false, currentPath: '/serviceCenterBeforLogin?keyword=请假' });
    expect(plan).toEqual({ kind: 'signIn', loginPath: `/login?redirect=${encodeURIComponent('/serviceCenterBeforLogin?keyword=请假')}` });
  });

  it('should let a visitor open a public in-page service in a new tab, since the frame page needs sign-in', () => {
    const plan = planServiceOpen(service(), { ...user, signedIn: false, requiresSignIn: false });
    expect(plan).toEqual({ kind: 'newTab', url: 'https://apps.example.edu/leave?from=hall' });
  });
});

describe('popupFeatures', () => {
  it('should shrink the window to a small screen', () => {
    expect(popupFeatures({ width: 360, height: 640 })).toBe('popup=yes,width=360,height=640,left=0,top=0,resizable=yes,scrollbars=yes');
  });
});

describe('needsSignIn', () => {
  it('should let visitors open public offline services but not online or non-public ones', () => {
    expect(needsSignIn({ visitorVisible: true, processType: 'OFFLINE' })).toBe(false);
    expect(needsSignIn({ visitorVisible: true, processType: 'ONLINE' })).toBe(true);
    expect(needsSignIn({ visitorVisible: false, processType: 'OFFLINE' })).toBe(true);
  });
});
