import { AppstoreOutlined, LoginOutlined } from '@ant-design/icons';
import { PRE_LOGIN_THEME_COLOR } from '@onehall/contract';
import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../stores/auth.ts';
import './landing-page.css';

/** The demo campus's name until the pre-login configuration (a later issue) supplies the school's own. */
export const SCHOOL_NAME = '示范大学';

/** `/` (advanceLanding): the visitor's first page, with sign-in and the all-services directory. */
export default function LandingPage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.userInfo !== null);

  return (
    <div className="oh-landing" style={{ ['--oh-landing-color' as string]: PRE_LOGIN_THEME_COLOR }}>
      <header className="oh-landing__bar">
        <span className="oh-landing__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {SCHOOL_NAME}
        </span>
        <Link className="oh-landing__bar-link" to={signedIn ? '/home/homePage' : '/login'}>
          {signedIn ? '进入服务大厅' : '登录'}
        </Link>
      </header>
      <main className="oh-landing__hero">
        <Typography.Title level={1} className="oh-landing__school">
          {SCHOOL_NAME}
        </Typography.Title>
        <Typography.Title level={2} className="oh-landing__title">
          一站式网上服务大厅
        </Typography.Title>
        <p className="oh-landing__lead">办事服务一网通办，师生事务一站直达</p>
        <div className="oh-landing__actions">
          <Button type="primary" size="large" icon={<LoginOutlined />} onClick={() => navigate(signedIn ? '/home/homePage' : '/login')}>
            {signedIn ? '进入服务大厅' : '登录'}
          </Button>
          <Button size="large" ghost icon={<AppstoreOutlined />} onClick={() => navigate('/serviceCenterBeforLogin')}>
            全部服务
          </Button>
        </div>
      </main>
    </div>
  );
}
