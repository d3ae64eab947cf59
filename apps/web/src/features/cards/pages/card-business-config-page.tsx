import { Tabs } from 'antd';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { type TabName, useUiStore } from '../../../stores/ui.ts';
import { CardConfigPanel } from '../components/card-config-panel.tsx';
import { ExternalApisPanel } from '../components/external-apis-panel.tsx';
import { TodoRemindPanel } from '../components/todo-remind-panel.tsx';
import { TodoSystemsPanel } from '../components/todo-systems-panel.tsx';
import './cards-config.css';

/** A tab held in the persisted UI store under one of SPEC §2's names. */
function useNamedTab(name: TabName): [string, (key: string) => void] {
  const value = useUiStore((s) => s.tabs[name]);
  const setTab = useUiStore((s) => s.setTab);
  return [value, (key) => setTab(name, key)];
}

/** 待我处理 (to-do card): the business systems that push to-do items, and the to-do number reminder. */
function TakeMeToHandleItConfig() {
  const [tab, setTab] = useNamedTab('takeMeToHandleItConfigTab');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'leftConfig', label: '业务系统接入', children: <TodoSystemsPanel /> },
        { key: 'rightConfig', label: '待办数量提醒', children: <TodoRemindPanel /> },
      ]}
    />
  );
}

/** 暂存工作台: the staging cards' columns, and the external APIs their columns can read. */
function StagingConfig() {
  const [tab, setTab] = useNamedTab('stagingConfigTab');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'leftConfig', label: '栏目配置', children: <CardConfigPanel kind="staging" /> },
        { key: 'rightConfig', label: '外部接口', children: <ExternalApisPanel /> },
      ]}
    />
  );
}

/** /home/cardBusinessConfig: card basic config and columns, to-do systems and reminders, staging columns and external APIs. */
export default function CardBusinessConfigPage() {
  const [tab, setTab] = useNamedTab('cardBusinessConfigTab');
  return (
    <ConfigPage
      title="卡片业务配置"
      description="配置首页卡片的栏目与数据来源、接入待办的业务系统和提醒，以及暂存工作台的栏目和外部接口。"
      tabs={{
        activeKey: tab,
        onChange: setTab,
        destroyOnHidden: true,
        items: [
          { key: 'homePage', label: '首页卡片', children: <CardConfigPanel /> },
          { key: 'takeMeToHandleIt', label: '待我处理', children: <TakeMeToHandleItConfig /> },
          { key: 'staging', label: '暂存工作台', children: <StagingConfig /> },
        ],
      }}
    />
  );
}
