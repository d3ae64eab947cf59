import { Skeleton } from 'antd';
import { useState } from 'react';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { useEfficiencyConfig } from '../api/get-config.ts';
import { LayoutSettings } from '../components/layout-settings.tsx';
import { PageError } from '../components/page-states.tsx';
import { ScheduleSettings } from '../components/schedule-settings.tsx';
import { SemesterSettings } from '../components/semester-settings.tsx';
import { ThresholdSettings } from '../components/threshold-settings.tsx';
import '../components/efficiency.css';

const TITLE = '效能监督配置';
const DESCRIPTION = '设置效能监督页面显示的指标与图表及其顺序、访客可见范围，流程的超时阈值，学期，以及定期报告的生成计划。';

/** /userFrameConfig/effectivenessMonitoringConfig (SPEC §2), guarded by the configuration-menu entry of the same name. */
export default function EfficiencyConfigPage() {
  const config = useEfficiencyConfig();
  const [tab, setTab] = useState('layout');
  if (config.isPending || config.isError) {
    return (
      <ConfigPage title={TITLE} description={DESCRIPTION}>
        {config.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <PageError message={config.error.message} onRetry={() => void config.refetch()} />
        )}
      </ConfigPage>
    );
  }
  return (
    <ConfigPage
      title={TITLE}
      description={DESCRIPTION}
      tabs={{
        activeKey: tab,
        onChange: setTab,
        destroyOnHidden: true,
        items: [
          { key: 'layout', label: '显示设置', children: <LayoutSettings config={config.data} /> },
          { key: 'thresholds', label: '超时阈值', children: <ThresholdSettings config={config.data} /> },
          { key: 'semesters', label: '学期', children: <SemesterSettings config={config.data} /> },
          { key: 'schedule', label: '报告计划', children: <ScheduleSettings config={config.data} /> },
        ],
      }}
    />
  );
}
