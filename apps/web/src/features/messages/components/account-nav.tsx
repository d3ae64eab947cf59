import { badgeText, type MessageInboxAccount } from '@onehall/contract';
import { Avatar, Badge, Button, Skeleton } from 'antd';

interface AccountNavProps {
  accounts: MessageInboxAccount[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** '' is 全部消息. */
  selected: string;
  totalUnread: number;
  onSelect: (mpId: string) => void;
}

function Entry(props: { name: string; unread: number; icon?: string; current: boolean; onClick: () => void }) {
  const text = badgeText(props.unread);
  return (
    <li>
      <button
        type="button"
        className={props.current ? 'oh-mc-account oh-mc-account--current' : 'oh-mc-account'}
        aria-current={props.current ? 'true' : undefined}
        aria-label={text ? `${props.name}，${text} 条未读` : props.name}
        onClick={props.onClick}
      >
        <Avatar size="small" src={props.icon || undefined} className="oh-mc-account__icon">
          {props.name.slice(0, 1)}
        </Avatar>
        <span className="oh-mc-account__name">{props.name}</span>
        {text && <Badge count={text} size="small" className="oh-mc-account__badge" />}
      </button>
    </li>
  );
}

/** The sender accounts on the left (a strip above the list on a phone), 全部消息 first. */
export function AccountNav({ accounts, loading, failed, onRetry, selected, totalUnread, onSelect }: AccountNavProps) {
  return (
    <nav className="oh-mc__accounts" aria-label="消息号">
      <ul className="oh-mc-accounts">
        <Entry name="全部消息" unread={totalUnread} current={selected === ''} onClick={() => onSelect('')} />
        {accounts?.map((a) => (
          <Entry
            key={a.mpId}
            name={a.mpName}
            icon={a.icon}
            unread={a.unread}
            current={selected === a.mpId}
            onClick={() => onSelect(a.mpId)}
          />
        ))}
      </ul>
      {loading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {failed && (
        <p className="oh-mc__accounts-error">
          消息号加载失败
          <Button type="link" size="small" onClick={onRetry}>
            重试
          </Button>
        </p>
      )}
    </nav>
  );
}
