import { useState } from 'react';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { ManageAccountsPanel } from '../components/manage-accounts-panel.tsx';
import { ManageComposePanel } from '../components/manage-compose-panel.tsx';
import { ManageSentPanel } from '../components/manage-sent-panel.tsx';
import '../components/manage.css';

/**
 * /userFrameConfig/messageManageConfig (消息管理, issue 17): what was sent and
 * its read counts, composing and sending a message, and the sender accounts
 * (消息号) messages come from. docs/design/message-centre-web.md 管理员页面.
 */
export default function MessageManageConfigPage() {
  const [tab, setTab] = useState('sent');
  return (
    <ConfigPage
      title="消息管理"
      description="向用户、角色、部门或全体用户发送消息，查看阅读情况并撤回消息，维护消息的发送账号（消息号）。"
      tabs={{
        activeKey: tab,
        onChange: setTab,
        items: [
          { key: 'sent', label: '消息发送记录', children: <ManageSentPanel /> },
          // Kept mounted while another tab is shown: a half-written message survives a look at the list.
          { key: 'compose', label: '发送消息', children: <ManageComposePanel onSent={() => setTab('sent')} /> },
          { key: 'accounts', label: '消息号管理', children: <ManageAccountsPanel /> },
        ],
      }}
    />
  );
}
