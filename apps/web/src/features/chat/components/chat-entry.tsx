import { MessageOutlined } from '@ant-design/icons';
import { badgeText } from '@onehall/contract';
import { Badge } from 'antd';
import { lazy, Suspense } from 'react';
import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import { useContacts } from '../api/get-contacts.ts';
import './chat.css';
import { useChatPush, usePollInterval } from './use-chat-push.ts';

// The window is its own chunk: most page loads never open it.
const ChatWindow = lazy(() => import('./chat-window.tsx').then((m) => ({ default: m.ChatWindow })));

/** The header's way into the chat window (SPEC §2 panel "chat window"), beside the message centre's bell, with the unread replies. */
export function ChatEntry() {
  const open = useRobotChatStore((s) => s.open);
  const poll = usePollInterval();
  useChatPush();
  const contacts = useContacts(true, poll);
  const unread = (contacts.data ?? []).reduce((sum, c) => sum + c.unread, 0);
  const text = badgeText(unread);
  return (
    <>
      <button
        type="button"
        className="oh-chat-entry"
        aria-label={text ? `聊天窗口，${text} 条未读` : '聊天窗口'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => useRobotChatStore.getState().openWindow()}
      >
        <Badge count={text || 0} size="small" offset={[2, -2]}>
          <MessageOutlined className="oh-chat-entry__icon" />
        </Badge>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow />
        </Suspense>
      )}
    </>
  );
}
