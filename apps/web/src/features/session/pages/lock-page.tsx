import { LockOutlined } from '@ant-design/icons';
import { LockMessages, Status } from '@onehall/contract';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../api/auth.ts';
import { isOk } from '../../../api/client.ts';
import { loginPathFor, safeRedirect } from '../../../lib/site-paths.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { isLockedFor, useLockStore } from '../../../stores/lock.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { lockSignIn } from '../api/lock-screen.ts';
import { unlockScreen } from '../api/unlock-screen.ts';
import './lock-page.css';

/**
 * /lock (SPEC §2, issue 19): the locked screen. Opening it locks; the
 * signed-in user's password unlocks and returns to where they were;
 * 重新登录 ends the sign-in instead (docs/design/theme.md "Session").
 */
export default function LockPage() {
  const navigate = useNavigate();
  const userInfo = useAuthStore((s) => s.userInfo);
  const lock = useLockStore((s) => s.lock);
  const locked = isLockedFor(lock, userInfo?.user_id);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [spent, setSpent] = useState(false);
  const from = useRef(HOME_FALLBACK);
  if (lock?.from && lock.from !== '/lock') from.current = safeRedirect(lock.from);

  // Opening /lock locks; an unlock in another tab lets this one go back too.
  const wasLocked = useRef(false);
  useEffect(() => {
    if (!userInfo) return;
    if (locked) wasLocked.current = true;
    else if (wasLocked.current) navigate(from.current, { replace: true });
    else lockSignIn(userInfo.user_id);
  }, [locked, userInfo, navigate]);

  const unlock = async () => {
    if (busy) return;
    if (!password) {
      setError(LockMessages.passwordRequired);
      return;
    }
    setBusy(true);
    const env = await unlockScreen(password);
    setBusy(false);
    if (isOk(env)) {
      useLockStore.getState().clear();
      return;
    }
    setPassword('');
    setError(env.msg || LockMessages.wrongPassword);
    if (env.status === Status.TOO_MANY_REQUESTS) setSpent(true);
  };

  const relogin = async () => {
    setBusy(true);
    await signOut();
    useUiStore.getState().clearNotices();
    navigate(loginPathFor(from.current), { replace: true });
  };

  const name = userInfo?.nick_name || userInfo?.account || '';
  return (
    <main className="oh-lock" id="oh-main">
      <section className="oh-lock__panel" aria-labelledby="oh-lock-title">
        <Avatar size={72} className="oh-lock__avatar" alt="">
          {name.slice(0, 1)}
        </Avatar>
        <h1 id="oh-lock-title" className="oh-lock__name">
          {name}
        </h1>
        <Typography.Paragraph type="secondary">屏幕已锁定，请输入登录密码解锁</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void unlock()} className="oh-lock__form">
          <Form.Item label="密码" htmlFor="oh-lock-password" validateStatus={error ? 'error' : undefined} help={error || undefined}>
            <Input.Password
              id="oh-lock-password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus
              maxLength={128}
              value={password}
              disabled={spent}
              onChange={(e) => {
                setPassword(e.target.value);
                setError('');
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} disabled={spent}>
            解锁
          </Button>
        </Form>
        <Button type="link" onClick={() => void relogin()} disabled={busy}>
          重新登录
        </Button>
      </section>
    </main>
  );
}

const HOME_FALLBACK = safeRedirect(null);
