import { ArrowLeftOutlined } from '@ant-design/icons';
import { PRE_LOGIN_THEME_COLOR } from '@onehall/contract';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
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
 * the landing page without the signed-in shell, so they carry their own way
 * home and to sign-in, in the pre-login colour.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  if (signedIn) return <ShellReading>{children}</ShellReading>;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: PRE_LOGIN_THEME_COLOR } }}>
      <div className="oh-msg">
        <a className="oh-skip-link" href="#oh-msg-main">
          跳到正文
        </a>
        <header className="oh-msg__bar">
          <Link to="/" className="oh-msg__home">
            一站式网上服务大厅
          </Link>
          <Link to="/login" className="oh-msg__sign-in">
            登录
          </Link>
        </header>
        <main id="oh-msg-main" className="oh-msg__main">
          {children}
        </main>
      </div>
    </ConfigProvider>
  );
}
