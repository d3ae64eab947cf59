import { App } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportError } from '../../api/errors.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { postClickService } from './click-service.ts';
import { needsSignIn, type OpenableService, type OpenPlan, planServiceOpen } from './open-service.ts';

export type OpenTarget = OpenableService & { visitorVisible: boolean; processType: string };

/** Carries out an open plan; kept apart from the hook so the browser side effects are in one place. */
function carryOut(plan: OpenPlan, navigate: (to: string) => void): void {
  if (plan.kind === 'inPage') navigate(plan.path);
  else if (plan.kind === 'popup') {
    const opened = window.open(plan.url, plan.target, plan.features);
    // The service is another site: it must not be able to steer the portal through window.opener.
    if (opened) opened.opener = null;
  } else if (plan.kind === 'newTab') window.open(plan.url, '_blank', 'noopener');
}

/**
 * Opens a service the SPEC §9 way. The visit is logged first; the log is not
 * awaited, because a pop-up opened after an await may lose the click's user
 * activation and be blocked.
 */
export function useOpenService(): (service: OpenTarget) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();
  const userInfo = useAuthStore((s) => s.userInfo);

  return useCallback(
    (service: OpenTarget) => {
      const signedIn = userInfo !== null;
      const plan = planServiceOpen(service, {
        signedIn,
        requiresSignIn: needsSignIn(service),
        // The combined-login string identifies the signed-in user to the comb service (docs/design/services-web.md).
        combStr: userInfo?.account ?? '',
        currentPath: `${location.pathname}${location.search}`,
        origin: window.location.origin,
        screen: { width: window.screen.availWidth, height: window.screen.availHeight },
      });
      if (plan.kind === 'signIn') {
        modal.confirm({
          title: '请先登录',
          content: `办理「${service.serviceName}」需要先登录，是否前往登录？`,
          okText: '去登录',
          cancelText: '取消',
          onOk: () => navigate(plan.loginPath),
        });
        return;
      }
      if (plan.kind === 'error') {
        reportError(plan.message);
        return;
      }
      void postClickService(service.serviceId);
      carryOut(plan, navigate);
    },
    [userInfo, location.pathname, location.search, modal, navigate],
  );
}
