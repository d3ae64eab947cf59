import { Tabs } from 'antd';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { ConfigOptionsTable } from '../components/config-options-table.tsx';
import { ConfigServicesTable } from '../components/config-services-table.tsx';
import { HeatWordsPanel } from '../components/heat-words-panel.tsx';
import '../components/service-config.css';

/** /userFrameConfig/serviceHallConfig: the directory's services, their departments, scenes and types, and the heat words. */
export default function ServiceHallConfigPage() {
  return (
    <PageFrame title="服务大厅配置">
      <Tabs
        items={[
          { key: 'services', label: '服务管理', children: <ConfigServicesTable /> },
          { key: 'depts', label: '部门管理', children: <ConfigOptionsTable kind="dept" /> },
          { key: 'scenes', label: '场景管理', children: <ConfigOptionsTable kind="scene" /> },
          { key: 'types', label: '类型管理', children: <ConfigOptionsTable kind="type" /> },
          { key: 'heatWords', label: '热门搜索词', children: <HeatWordsPanel /> },
        ]}
      />
    </PageFrame>
  );
}
