import { PageFrame } from '../../../components/page-frame/index.ts';
import { ServiceCentre } from '../components/service-centre.tsx';

/** /home/applicationServiceCenter (SPEC §2, serviceType APPLICATION); its open tab is the named state applicationServiceCenter. */
export default function ApplicationServiceCenterPage() {
  return (
    <PageFrame title="办事服务中心">
      <ServiceCentre serviceType="APPLICATION" tabState="applicationServiceCenter" />
    </PageFrame>
  );
}
