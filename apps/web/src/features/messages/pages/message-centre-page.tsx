import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useReadAll } from '../api/read-all.ts';
import { AccountNav } from '../components/account-nav.tsx';
import { MessageList } from '../components/message-list.tsx';
import { MessageView } from '../components/message-view.tsx';
import '../components/message-centre.css';

/**
 * `/home/messageIfrm`, 消息中心: the sender accounts with their unread counts,
 * a list of the chosen account's messages, and one message opened (`?id=`,
 * where notices and the detail's url lead). The account is `?mp=`, so the
 * browser's back button returns from a message to the list it came from.
 */
export default function MessageCentrePage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const mpId = params.get('mp') ?? '';
  const accounts = useAccounts();
  const unread = useUnreadCount().data?.unread ?? 0;
  const readAll = useReadAll();

  const go = (next: { mp?: string; id?: string }) => {
    const search = new URLSearchParams();
    if (next.mp) search.set('mp', next.mp);
    if (next.id) search.set('id', next.id);
    setParams(search);
  };

  const markAll = () =>
    readAll.mutate(mpId || undefined, {
      onSuccess: (env) => !isOk(env) && reportError(env),
      onError: (e) => reportError(e.message),
    });

  const accountUnread = mpId ? (accounts.data?.find((a) => a.mpId === mpId)?.unread ?? 0) : unread;
  return (
    <div className="oh-mc">
      <header className="oh-mc__head">
        <h1 className="oh-mc__title">消息中心</h1>
        <Button icon={<CheckOutlined />} loading={readAll.isPending} disabled={accountUnread === 0} onClick={markAll}>
          全部已读
        </Button>
      </header>
      <div className={id ? 'oh-mc__body oh-mc__body--reading' : 'oh-mc__body'}>
        <AccountNav
          accounts={accounts.data}
          loading={accounts.isPending}
          failed={accounts.isError}
          onRetry={() => void accounts.refetch()}
          selected={mpId}
          totalUnread={unread}
          onSelect={(mp) => go({ mp })}
        />
        <div className="oh-mc__main">
          {id ? (
            <MessageView key={id} id={id} onBack={() => go({ mp: mpId })} />
          ) : (
            <MessageList key={mpId} mpId={mpId} onOpen={(open) => go({ mp: mpId, id: open })} />
          )}
        </div>
      </div>
    </div>
  );
}
