import { ThreeListsMessages } from '@onehall/contract';
import { Button, Result, Skeleton } from 'antd';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { VisitorSiteHeader } from '../../../components/site-shell/index.ts';
import { loginPathFor } from '../../../lib/site-paths.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useThreeListsConfig } from '../api/get-config.ts';
import { ConfigError, ThreeListsView } from '../components/three-lists-view.tsx';
import '../components/three-lists.css';

/** The signed-in twin of this page. */
export const SIGNED_IN_PATH = '/home/threelists';

/**
 * /threelistsBeforLogin: the three lists for visitors (docs/design/three-lists-web.md).
 * Like the all-services page it counts as pre-login, wears the portal's shared
 * header in the landing's colour and calls the `nobody/preLogin` twins; a
 * signed-in user is taken to the same view inside the portal. When the
 * configuration closes the page to visitors, it says so and offers 登录.
 */
export default function VisitorThreeListsPage() {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const config = useThreeListsConfig();
  const loginTo = loginPathFor(`${SIGNED_IN_PATH}${location.search}`);

  if (signedIn) return <Navigate to={`${SIGNED_IN_PATH}${location.search}`} replace />;

  return (
    <div className="oh-visitor-page oh-tl-visitor">
      <VisitorSiteHeader
        skipTo="oh-tl-main"
        actions={
          <>
            <Link to="/" className="oh-site-action oh-site-action--quiet">
              首页
            </Link>
            <Link to="/serviceCenterBeforLogin" className="oh-site-action oh-site-action--quiet oh-tl-visitor__hall">
              服务大厅
            </Link>
            <Link to={loginTo} className="oh-site-action">
              登录
            </Link>
          </>
        }
      />
      <main id="oh-tl-main" className="oh-visitor-page__main" tabIndex={-1}>
        {config.isPending ? (
          <div className="oh-page-column" role="status" aria-busy="true" aria-label="加载中">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        ) : config.isError ? (
          <ConfigError message={config.error.message} onRetry={() => void config.refetch()} />
        ) : !config.data.visitorAllowed ? (
          <Result
            status="info"
            title={config.data.title}
            subTitle={ThreeListsMessages.visitorsClosed}
            extra={
              <Button type="primary" onClick={() => navigate(loginTo)}>
                登录
              </Button>
            }
          />
        ) : (
          <ThreeListsView config={config.data} signedIn={false} />
        )}
      </main>
    </div>
  );
}
