import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../lib/site-paths.ts';

/** /home/noPower: where the guard sends users without the configuration-menu entry (SPEC §2, §6). */
export default function NoPowerPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="暂无权限访问该页面"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
