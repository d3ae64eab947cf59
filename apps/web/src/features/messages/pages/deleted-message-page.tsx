import { DeleteOutlined } from '@ant-design/icons';
import { MESSAGE_DELETED_MSG } from '@onehall/contract';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../stores/auth.ts';
import { VisitorFrame } from '../components/visitor-frame.tsx';

/** `/deleteNoPag`: where a link to a deleted news item or notice ends, with a way back. */
export default function DeletedMessagePage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const home = signedIn ? '/home/homePage' : '/';
  // A signed-in reader has the shell's own way back.
  const canGoBack = !signedIn && typeof window !== 'undefined' && window.history.length > 1;
  return (
    <VisitorFrame>
      <Result
        icon={<DeleteOutlined aria-hidden />}
        title={<h1 className="oh-msg-deleted__title">{MESSAGE_DELETED_MSG}</h1>}
        subTitle="该消息已被发布者删除或撤回，您可以返回继续浏览其他内容。"
        extra={[
          canGoBack && (
            <Button key="back" onClick={() => navigate(-1)}>
              返回上一页
            </Button>
          ),
          <Button key="home" type="primary" onClick={() => navigate(home)}>
            返回首页
          </Button>,
        ]}
      />
    </VisitorFrame>
  );
}
