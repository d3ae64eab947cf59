import type { ChatAgentAccount } from '@onehall/contract';
import { Badge, Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useAgentConversations } from '../api/agent-accounts.ts';
import type { ConversationRef } from '../api/get-messages.ts';
import { chatTime } from '../lib/chat-cache.ts';
import { MessageThread } from './message-thread.tsx';

interface AgentPanelProps {
  accounts: ChatAgentAccount[];
  phone: boolean;
  poll: number | false;
}

/** Staff view: the conversations addressed to the accounts the caller answers for, and the reply. */
export function AgentPanel({ accounts, phone, poll }: AgentPanelProps) {
  const [mpId, setMpId] = useState(accounts[0]?.mpId ?? '');
  const [openId, setOpenId] = useState('');
  const conversations = useAgentConversations(mpId, poll);
  const list = conversations.data ?? [];
  const open = list.find((c) => c.id === openId);
  const ref = useMemo<ConversationRef>(() => ({ kind: 'agent', conversationId: openId }), [openId]);

  return (
    <div className="oh-chat-layout">
      {(!phone || !open) && (
        <div className="oh-chat-contacts">
          <Select
            aria-label="值班消息号"
            className="oh-chat-agent-select"
            value={mpId}
            onChange={(v) => {
              setMpId(v);
              setOpenId('');
            }}
            options={accounts.map((a) => ({ value: a.mpId, label: a.unread > 0 ? `${a.mpName}（${a.unread}）` : a.mpName }))}
          />
          {conversations.isPending ? (
            <p className="oh-chat-empty">加载中…</p>
          ) : conversations.isError ? (
            <div className="oh-chat-empty" role="alert">
              <p>{conversations.error.message}</p>
              <Button size="small" onClick={() => void conversations.refetch()}>
                重试
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="oh-chat-empty">暂无数据</p>
          ) : (
            <ul aria-label="会话">
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`oh-chat-contact${c.id === openId ? ' oh-chat-contact--active' : ''}`}
                    aria-current={c.id === openId ? 'true' : undefined}
                    aria-label={`${c.userName}（${c.account}）${c.unread > 0 ? `，${c.unread} 条未读` : ''}`}
                    onClick={() => setOpenId(c.id)}
                  >
                    <Badge dot={c.unread > 0}>
                      <span className="oh-chat-contact__initial">{c.userName.slice(0, 1)}</span>
                    </Badge>
                    <span className="oh-chat-contact__text">
                      <span className="oh-chat-contact__name">
                        {c.userName}（{c.account}）
                      </span>
                      <span className="oh-chat-contact__last">{c.lastText}</span>
                    </span>
                    <span className="oh-chat-contact__time">{chatTime(c.timeSend)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {(!phone || open) && (
        <section className="oh-chat-pane">
          {open ? (
            <MessageThread
              key={open.id}
              conversation={ref}
              title={`${open.userName}（${open.account}）`}
              subtitle={`发给${open.mpName}`}
              unread={open.unread}
              mine="agent"
              poll={poll}
              onBack={phone ? () => setOpenId('') : undefined}
            />
          ) : (
            <p className="oh-chat-empty">请选择一个会话</p>
          )}
        </section>
      )}
    </div>
  );
}
