import type { TabsProps } from 'antd';
import { useState } from 'react';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { ConfigPanel } from '../components/config-panel.tsx';
import { EntriesPanel } from '../components/entries-panel.tsx';
import { ScenesPanel } from '../components/scenes-panel.tsx';
import { UnansweredPanel } from '../components/unanswered-panel.tsx';
import '../components/robot.css';

/**
 * /userFrameConfig/robotConfig (智能客服配置, issue 18): the robot's basic
 * configuration, its question scenes, the knowledge base with import and
 * export, and the questions it could not answer. docs/design/robot.md
 * "Administration". Tabs of other areas (the feedback queue) come from the
 * route, which may import across features.
 */
export default function RobotConfigPage({ extraTabs = [] }: { extraTabs?: NonNullable<TabsProps['items']> }) {
  const [tab, setTab] = useState('config');
  return (
    <ConfigPage
      title="智能客服配置"
      description="设置智能客服的名称、头像和欢迎语，维护问题分类与知识库，把未能回答的问题补充为知识。"
      tabs={{
        activeKey: tab,
        onChange: setTab,
        items: [
          { key: 'config', label: '基本配置', children: <ConfigPanel /> },
          { key: 'scenes', label: '问题分类', children: <ScenesPanel /> },
          { key: 'entries', label: '知识库', children: <EntriesPanel /> },
          { key: 'unanswered', label: '未解答问题', children: <UnansweredPanel /> },
          ...extraTabs,
        ],
      }}
    />
  );
}
