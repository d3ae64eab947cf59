import { CHAT_ASSISTANT_ID, type ChatContact, ChatMessages, sortContacts } from '@onehall/contract';
import { App, Drawer, Grid, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import { selectRobotConfig, useSessionStore } from '../../../stores/session.ts';
import { useAgentAccounts } from '../api/agent-accounts.ts';
import { useContacts } from '../api/get-contacts.ts';
import { AccountConversation } from './account-conversation.tsx';
import { AgentPanel } from './agent-panel.tsx';
import { AssistantConversation } from './assistant-conversation.tsx';
import { ContactList } from './contact-list.tsx';
import { usePollInterval } from './use-chat-push.ts';

/** Width of the window on a desktop; a phone gets the whole screen. */
const WINDOW_WIDTH = 780;

/**
 * The chat window (SPEC §2 panel, §4 open and closed): the contact list
 * beside the open conversation (on a phone one or the other), and for staff
 * who answer for message accounts a second view of the conversations
 * addressed to them. Closing tells the user the assistant left (SPEC §4).
 */
export function ChatWindow() {
  const { message } = App.useApp();
  const phone = !Grid.useBreakpoint().md;
  const poll = usePollInterval();
  const contacts = useContacts(true, poll);
  const agentAccounts = useAgentAccounts(true, poll);
  const active = useRobotChatStore((s) => s.activeContact);
  const configName = useSessionStore(selectRobotConfig)?.robotName;
  const [view, setView] = useState<'mine' | 'agent'>('mine');

  // SPEC §4's list rules are the client's: applied here as well as by the server.
  const list = useMemo(() => sortContacts(contacts.data ?? []), [contacts.data]);
  const assistantName = list.find((c) => c.id === CHAT_ASSISTANT_ID)?.name || configName || '智能客服助手';
  // On a desktop the assistant shows until another contact is chosen; a phone starts on the list.
  const shownId = active || (phone ? '' : CHAT_ASSISTANT_ID);
  const shown: ChatContact | undefined = list.find((c) => c.id === shownId);
  const isAgent = (agentAccounts.data?.length ?? 0) > 0;
  const agentUnread = (agentAccounts.data ?? []).reduce((sum, a) => sum + a.unread, 0);
  const select = (id: string) => useRobotChatStore.getState().setActiveContact(id);

  const close = () => {
    useRobotChatStore.getState().closeWindow();
    void message.info(ChatMessages.closed(assistantName));
  };

  const conversation =
    shownId === CHAT_ASSISTANT_ID ? (
      <AssistantConversation signedIn onBack={phone ? () => select('') : undefined} onLeave={close} />
    ) : shown ? (
      <AccountConversation key={shown.id} contact={shown} poll={poll} onBack={phone ? () => select('') : undefined} />
    ) : shownId ? (
      <p className="oh-chat-empty">{contacts.isPending ? '加载中…' : '该联系人已不在列表中'}</p>
    ) : null;

  return (
    <Drawer
      open
      title="聊天窗口"
      placement="right"
      width={phone ? '100%' : WINDOW_WIDTH}
      onClose={close}
      closable={{ 'aria-label': '关闭聊天窗口' }}
      className="oh-chat-window"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      {isAgent && (
        <div className="oh-chat-views">
          <Segmented
            value={view}
            onChange={(v) => setView(v as 'mine' | 'agent')}
            options={[
              { label: '我的会话', value: 'mine' },
              { label: agentUnread > 0 ? `值班消息号（${agentUnread}）` : '值班消息号', value: 'agent' },
            ]}
          />
        </div>
      )}
      {view === 'agent' && isAgent ? (
        <AgentPanel accounts={agentAccounts.data ?? []} phone={phone} poll={poll} />
      ) : (
        <div className="oh-chat-layout">
          {(!phone || !shownId) && (
            <ContactList
              contacts={list}
              loading={contacts.isPending}
              error={contacts.isError ? contacts.error.message : ''}
              onRetry={() => void contacts.refetch()}
              activeId={shownId}
              onSelect={select}
            />
          )}
          {(!phone || shownId) && <section className="oh-chat-pane">{conversation}</section>}
        </div>
      )}
    </Drawer>
  );
}
