import { PushpinFilled, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { badgeText, CHAT_ASSISTANT_ID, type ChatContact } from '@onehall/contract';
import { Avatar, Badge, Button } from 'antd';
import { chatTime } from '../lib/chat-cache.ts';

interface ContactListProps {
  contacts: ChatContact[];
  loading: boolean;
  error: string;
  onRetry: () => void;
  activeId: string;
  onSelect: (id: string) => void;
}

/** SPEC §4 contact list: the assistant and the accounts, as the server sorted them (pinned first, newest first), with unread dots. */
export function ContactList({ contacts, loading, error, onRetry, activeId, onSelect }: ContactListProps) {
  if (loading) return <p className="oh-chat-contacts oh-chat-empty">加载中…</p>;
  if (error) {
    return (
      <div className="oh-chat-contacts oh-chat-empty" role="alert">
        <p>{error}</p>
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      </div>
    );
  }
  if (contacts.length === 0) return <p className="oh-chat-contacts oh-chat-empty">暂无数据</p>;
  return (
    <nav className="oh-chat-contacts" aria-label="联系人">
      <ul>
        {contacts.map((c) => {
          const assistant = c.id === CHAT_ASSISTANT_ID;
          const pinned = assistant || c.openTopChatTime !== null;
          const unread = badgeText(c.unread);
          return (
            <li key={c.id}>
              <button
                type="button"
                className={`oh-chat-contact${c.id === activeId ? ' oh-chat-contact--active' : ''}`}
                aria-current={c.id === activeId ? 'true' : undefined}
                aria-label={`${c.name}${unread ? `，${unread} 条未读` : ''}`}
                onClick={() => onSelect(c.id)}
              >
                <Badge dot={c.unread > 0}>
                  <Avatar src={c.icon || undefined} icon={assistant ? <RobotOutlined /> : <UserOutlined />} />
                </Badge>
                <span className="oh-chat-contact__text">
                  <span className="oh-chat-contact__name">
                    {c.name}
                    {pinned && <PushpinFilled className="oh-chat-contact__pin" aria-label="置顶" />}
                  </span>
                  <span className="oh-chat-contact__last">{assistant ? '智能客服助手' : c.lastText}</span>
                </span>
                <span className="oh-chat-contact__time">{chatTime(c.timeSend)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
