import { PageFrame } from '../../../components/page-frame/index.ts';
import { ServiceCentre } from '../components/service-centre.tsx';

/** /home/processServiceCenter (SPEC §2, serviceType PROCESS). */
export default function ProcessServiceCenterPage() {
  return (
    <PageFrame title="流程服务中心">
      <ServiceCentre serviceType="PROCESS" />
    </PageFrame>
  );
}
