import { ChatMessages } from '@onehall/contract';
import { App, Drawer, Grid } from 'antd';
import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import { selectRobotConfig, useSessionStore } from '../../../stores/session.ts';
import { AssistantConversation } from './assistant-conversation.tsx';
import './chat.css';

/** The robot alone for visitors on the landing page (the nobody calls); it closes with the same notice as the signed-in window. */
export default function VisitorRobot() {
  const { message } = App.useApp();
  const phone = !Grid.useBreakpoint().md;
  const name = useSessionStore(selectRobotConfig)?.robotName || '智能客服助手';
  const close = () => {
    useRobotChatStore.getState().closeWindow();
    void message.info(ChatMessages.closed(name));
  };
  return (
    <Drawer
      open
      title="智能客服"
      placement="right"
      width={phone ? '100%' : 480}
      onClose={close}
      closable={{ 'aria-label': '关闭聊天窗口' }}
      className="oh-chat-window"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      <AssistantConversation signedIn={false} onLeave={close} />
    </Drawer>
  );
}
