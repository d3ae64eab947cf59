import { PageFrame } from '../../../components/page-frame/index.ts';
import { ServiceCentre } from '../components/service-centre.tsx';

/** /home/serviceHall (SPEC §2, serviceType empty): every service the user may see. */
export default function ServiceHallPage() {
  return (
    <PageFrame title="服务大厅">
      <ServiceCentre serviceType="" />
    </PageFrame>
  );
}
