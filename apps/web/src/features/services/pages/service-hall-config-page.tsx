import { ConfigPage } from '../../../components/config-page/index.ts';
import { ConfigOptionsTable } from '../components/config-options-table.tsx';
import { ConfigServicesTable } from '../components/config-services-table.tsx';
import { HeatWordsPanel } from '../components/heat-words-panel.tsx';
import '../components/service-config.css';

/** /userFrameConfig/serviceHallConfig: the directory's services, their departments, scenes and types, and the heat words. */
export default function ServiceHallConfigPage() {
  return (
    <ConfigPage
      title="服务大厅配置"
      description="管理服务目录及其部门、场景和类型，并置顶或屏蔽热门搜索词。"
      tabs={{
        items: [
          { key: 'services', label: '服务管理', children: <ConfigServicesTable /> },
          { key: 'depts', label: '部门管理', children: <ConfigOptionsTable kind="dept" /> },
          { key: 'scenes', label: '场景管理', children: <ConfigOptionsTable kind="scene" /> },
          { key: 'types', label: '类型管理', children: <ConfigOptionsTable kind="type" /> },
          { key: 'heatWords', label: '热门搜索词', children: <HeatWordsPanel /> },
        ],
      }}
    />
  );
}
