import { BellOutlined } from '@ant-design/icons';
import { badgeText } from '@onehall/contract';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { MESSAGE_CENTRE_PATH } from '../lib/centre-paths.ts';
import './message-bell.css';

/** The header's way into the message centre, with the caller's unread count (99+ from 100). */
export function MessageBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  const text = badgeText(unread);
  return (
    <Link to={MESSAGE_CENTRE_PATH} className="oh-msg-bell" aria-label={text ? `消息中心，${text} 条未读` : '消息中心'}>
      <Badge count={text || 0} size="small" offset={[2, -2]}>
        <BellOutlined className="oh-msg-bell__icon" />
      </Badge>
    </Link>
  );
}
