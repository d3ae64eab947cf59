import { PushpinOutlined } from '@ant-design/icons';
import type { ChatContact } from '@onehall/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import type { ConversationRef } from '../api/get-messages.ts';
import { usePinContact } from '../api/pin-contact.ts';
import { MessageThread } from './message-thread.tsx';

/** The user's conversation with a message account, with its pin toggle (openTopChatTime). */
export function AccountConversation({ contact, poll, onBack }: { contact: ChatContact; poll: number | false; onBack?: () => void }) {
  const pin = usePinContact();
  const pinned = contact.openTopChatTime !== null;
  const ref = useMemo<ConversationRef>(() => ({ kind: 'user', mpId: contact.id }), [contact.id]);
  const toggle = async () => {
    const env = await pin.mutateAsync({ mpId: contact.id, pinned: !pinned });
    if (!isOk(env)) reportError(env);
  };
  return (
    <MessageThread
      conversation={ref}
      title={contact.name}
      subtitle={contact.deptName}
      unread={contact.unread}
      mine="user"
      poll={poll}
      onBack={onBack}
      closedReason={contact.enabled ? '' : '该消息号已停用，无法发送消息'}
      actions={
        <Button size="small" icon={<PushpinOutlined />} loading={pin.isPending} onClick={() => void toggle()}>
          {pinned ? '取消置顶' : '置顶'}
        </Button>
      }
    />
  );
}
