import { PageFrame } from '../../../components/page-frame/index.ts';
import { CentreDisplayConfig } from '../components/centre-display-config.tsx';
import '../components/service-config.css';

/** /userFrameConfig/processServiceCenterConfig: what the process service centre shows. */
export default function ProcessServiceCenterConfigPage() {
  return (
    <PageFrame title="流程服务中心配置">
      <CentreDisplayConfig centre="PROCESS" />
    </PageFrame>
  );
}
