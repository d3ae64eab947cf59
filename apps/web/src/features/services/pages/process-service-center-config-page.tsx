import { ConfigPage } from '../../../components/config-page/index.ts';
import { CentreDisplayConfig } from '../components/centre-display-config.tsx';
import '../components/service-config.css';

/** /userFrameConfig/processServiceCenterConfig: what the process service centre shows. */
export default function ProcessServiceCenterConfigPage() {
  return (
    <ConfigPage title="流程服务中心配置" description="选择流程服务中心展示的服务并调整顺序，保存后对用户生效。">
      <CentreDisplayConfig centre="PROCESS" />
    </ConfigPage>
  );
}
