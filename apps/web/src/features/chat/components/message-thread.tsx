import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { type ConversationRef, conversationKey, useConversationMessages } from '../api/get-messages.ts';
import { useReadConversation } from '../api/read-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';
import { type ConversationData, chatTime, flattenConversation, withMessage } from '../lib/chat-cache.ts';
import { Composer } from './composer.tsx';

interface MessageThreadProps {
  conversation: ConversationRef;
  title: string;
  subtitle?: string;
  /** Beside the title: the pin toggle of the user's view. */
  actions?: ReactNode;
  /** Unread on the caller's side: reading the thread marks them read. */
  unread: number;
  /** Which side the caller writes on: their own messages show on the right. */
  mine: 'user' | 'agent';
  /** Why nothing can be sent (a disabled account), or '' when it can. */
  closedReason?: string;
  poll: number | false;
  onBack?: () => void;
}

/** A conversation ascending by time, older ones on demand, and the composer (user with an account, or agent with a user). */
export function MessageThread({ conversation, title, subtitle, actions, unread, mine, closedReason, poll, onBack }: MessageThreadProps) {
  const client = useQueryClient();
  const query = useConversationMessages(conversation, poll);
  const messages = useMemo(() => flattenConversation(query.data), [query.data]);
  const send = useSendMessage(conversation);
  const read = useReadConversation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;

  // Every newer message scrolls into view; loading older ones does not move the newest.
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  const readMutate = read.mutate;
  useEffect(() => {
    if (unread > 0 && !query.isPending) readMutate(conversation);
  }, [unread, query.isPending, readMutate, conversation]);

  const submit = async (text: string) => {
    const env = await send.mutateAsync(text);
    if (!isOk(env)) {
      reportError(env);
      return false;
    }
    client.setQueryData<ConversationData>(conversationKey(conversation), (data) => withMessage(data, env.result));
    return true;
  };

  return (
    <div className="oh-chat-thread">
      <header className="oh-chat-thread__head">
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回联系人" onClick={onBack} />}
        <div className="oh-chat-thread__title">
          <h3>{title}</h3>
          {subtitle && <span>{subtitle}</span>}
        </div>
        {actions}
      </header>
      <div className="oh-chat-thread__body" role="log" aria-label={`与${title}的消息`} aria-live="polite">
        {query.hasNextPage && (
          <Button type="link" size="small" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            加载更早的消息
          </Button>
        )}
        {query.isPending ? (
          <p className="oh-chat-empty">加载中…</p>
        ) : query.isError ? (
          <div className="oh-chat-empty" role="alert">
            <p>{query.error.message}</p>
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="oh-chat-empty">暂无消息，发送第一条消息吧</p>
        ) : (
          messages.map((m) => (
            <div key={m.id} className={`oh-chat-bubble${m.from === mine ? ' oh-chat-bubble--mine' : ''}`}>
              <span className="oh-chat-bubble__meta">
                {m.senderName} {chatTime(m.timeSend)}
              </span>
              <p className="oh-chat-bubble__text">{m.text}</p>
            </div>
          ))
        )}
        <div ref={end} />
      </div>
      {closedReason ? <p className="oh-chat-closed">{closedReason}</p> : <Composer sending={send.isPending} onSend={submit} />}
    </div>
  );
}
