import { PageFrame } from '../../../components/page-frame/index.ts';
import { CentreDisplayConfig } from '../components/centre-display-config.tsx';
import '../components/service-config.css';

/** /userFrameConfig/applicationServiceCenterConfig: what the application service centre shows. */
export default function ApplicationServiceCenterConfigPage() {
  return (
    <PageFrame title="办事服务中心配置">
      <CentreDisplayConfig centre="APPLICATION" />
    </PageFrame>
  );
}
