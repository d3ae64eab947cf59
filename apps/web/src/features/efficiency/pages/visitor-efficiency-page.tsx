import { EfficiencyMessages } from '@onehall/contract';
import { Button, Result } from 'antd';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { VisitorSiteHeader } from '../../../components/site-shell/index.ts';
import { loginPathFor } from '../../../lib/site-paths.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { EfficiencyView } from '../components/efficiency-view.tsx';
import { PageError, PageLoading, usePageBasics } from '../components/page-states.tsx';

/** The signed-in twin of this page. */
export const SIGNED_IN_PATH = '/home/effectivenessSupervision';

/**
 * /effectivenessSupervisionBeforLogin: the efficiency reports for visitors
 * (docs/design/efficiency-web.md). Pre-login like the all-services page and the
 * visitor three lists: the shared header, the `nobody` twins, and only the
 * indicators and charts the configuration opens to visitors. A signed-in user
 * is taken to the full page.
 */
export default function VisitorEfficiencyPage() {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const { layout, semesters, retry } = usePageBasics(false);
  const loginTo = loginPathFor(`${SIGNED_IN_PATH}${location.search}`);

  if (signedIn) return <Navigate to={`${SIGNED_IN_PATH}${location.search}`} replace />;
  // getReportConfig refuses visitors (403) while the page is closed to them; the request layer keeps the message.
  const closed = layout.error?.message === EfficiencyMessages.visitorsClosed;

  return (
    <div className="oh-visitor-page">
      <VisitorSiteHeader
        skipTo="oh-eff-main"
        actions={
          <>
            <Link to="/" className="oh-site-action oh-site-action--quiet">
              首页
            </Link>
            <Link to={loginTo} className="oh-site-action">
              登录
            </Link>
          </>
        }
      />
      <main id="oh-eff-main" className="oh-visitor-page__main" tabIndex={-1}>
        {closed || layout.data?.visitorAllowed === false ? (
          <Result
            status="info"
            title="效能监督"
            subTitle={EfficiencyMessages.visitorsClosed}
            extra={
              <Button type="primary" onClick={() => navigate(loginTo)}>
                登录
              </Button>
            }
          />
        ) : layout.isPending || semesters.isPending ? (
          <PageLoading />
        ) : layout.isError || semesters.isError ? (
          <PageError message={(layout.error ?? semesters.error)?.message} onRetry={retry} />
        ) : (
          <EfficiencyView layout={layout.data} semesters={semesters.data} signedIn={false} />
        )}
      </main>
    </div>
  );
}
