import { ArrowLeftOutlined } from '@ant-design/icons';
import { PRE_LOGIN_THEME_COLOR } from '@onehall/contract';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { VisitorSiteHeader } from '../../../components/site-shell/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import './messages.css';

/** A signed-in reader is in the portal shell (app/routes.tsx): the page needs only the way back to where they came from. */
function ShellReading({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const cameFromThePortal = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <div className="oh-msg oh-msg--in-shell">
      <div className="oh-msg__main">
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          className="oh-msg__back"
          onClick={() => (cameFromThePortal ? navigate(-1) : navigate('/home/homePage'))}
        >
          {cameFromThePortal ? '返回' : '返回首页'}
        </Button>
        {children}
      </div>
    </div>
  );
}

/**
 * The frame of the visitor-reachable message pages: a visitor opens them from
 * the landing page without the signed-in shell, so they carry the portal's
 * shared header (the school's mark leading home, and sign-in) in the landing's colour.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  if (signedIn) return <ShellReading>{children}</ShellReading>;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: PRE_LOGIN_THEME_COLOR } }}>
      <div className="oh-msg">
        <VisitorSiteHeader
          skipTo="oh-msg-main"
          actions={
            <Link to="/login" className="oh-site-action">
              登录
            </Link>
          }
        />
        <main id="oh-msg-main" className="oh-msg__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </ConfigProvider>
  );
}
