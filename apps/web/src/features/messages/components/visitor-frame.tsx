import { PRE_LOGIN_THEME_COLOR } from '@onehall/contract';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../../stores/auth.ts';
import './messages.css';

/**
 * The frame of the visitor-reachable message pages: they open from the
 * landing page without the signed-in shell, so they carry their own way
 * home and to sign-in, in the pre-login colour.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
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
          <Link to={signedIn ? '/home/homePage' : '/login'} className="oh-msg__sign-in">
            {signedIn ? '进入服务大厅' : '登录'}
          </Link>
        </header>
        <main id="oh-msg-main" className="oh-msg__main">
          {children}
        </main>
      </div>
    </ConfigProvider>
  );
}
