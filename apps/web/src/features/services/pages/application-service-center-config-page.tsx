import { ConfigPage } from '../../../components/config-page/index.ts';
import { CentreDisplayConfig } from '../components/centre-display-config.tsx';
import '../components/service-config.css';

/** /userFrameConfig/applicationServiceCenterConfig: what the application service centre shows. */
export default function ApplicationServiceCenterConfigPage() {
  return (
    <ConfigPage title="办事服务中心配置" description="选择办事服务中心展示的服务并调整顺序，保存后对用户生效。">
      <CentreDisplayConfig centre="APPLICATION" />
    </ConfigPage>
  );
}
