import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/site-paths.ts';
import { useAuthStore } from '../stores/auth.ts';

/** Any address outside SPEC §2's table. Signed-in users go back to their home page, visitors to the landing. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  return (
    <main style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除"
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? HOME_PATH : '/')}>
            返回首页
          </Button>
        }
      />
    </main>
  );
}
