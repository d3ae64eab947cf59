import { Skeleton } from 'antd';
import { useState } from 'react';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { useThreeListsConfig } from '../api/get-config.ts';
import { CategoriesPanel } from '../components/categories-panel.tsx';
import { DeptAdminsPanel } from '../components/dept-admins-panel.tsx';
import { DeptsPanel } from '../components/depts-panel.tsx';
import { GeneralSettings } from '../components/general-settings.tsx';
import { LinksPanel } from '../components/links-panel.tsx';
import { ConfigError } from '../components/three-lists-view.tsx';
import '../components/three-lists-config.css';

/** /userFrameConfig/threeListsConfig (SPEC §2): what the three-lists page shows, its departments and the duty ↔ service links. */
export default function ThreeListsConfigPage() {
  const config = useThreeListsConfig();
  const [tab, setTab] = useState('general');
  const description = '设置三清单页面的标题、介绍和显示的清单，维护部门分类、部门信息、职责与服务的对应关系以及部门管理员。';
  if (config.isPending) {
    return (
      <ConfigPage title="三清单配置" description={description}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </ConfigPage>
    );
  }
  if (config.isError) {
    return (
      <ConfigPage title="三清单配置" description={description}>
        <ConfigError message={config.error.message} onRetry={() => void config.refetch()} />
      </ConfigPage>
    );
  }
  return (
    <ConfigPage
      title="三清单配置"
      description={description}
      tabs={{
        activeKey: tab,
        onChange: setTab,
        destroyOnHidden: true,
        items: [
          { key: 'general', label: '页面设置', children: <GeneralSettings config={config.data} /> },
          { key: 'categories', label: '部门分类', children: <CategoriesPanel config={config.data} /> },
          { key: 'depts', label: '部门信息', children: <DeptsPanel config={config.data} /> },
          { key: 'links', label: '职责与服务', children: <LinksPanel /> },
          { key: 'admins', label: '部门管理员', children: <DeptAdminsPanel /> },
        ],
      }}
    />
  );
}
