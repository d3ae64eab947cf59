import { useSchoolInfo } from '../../api/school-info.ts';
import { SiteFooter } from '../../components/site-shell/index.ts';
import { useFooterInfo } from '../../features/navigation/api/get-footer-info.ts';
import { APP_TITLE } from '../root-layout.tsx';

/** Shell footer as configured on the home-page configuration (homePage/getFooterInfo); the copyright line alone until it has answered. */
export function AppFooter() {
  const { data } = useFooterInfo();
  const school = useSchoolInfo();
  const owner = school.data?.schoolName || APP_TITLE;
  return (
    <SiteFooter
      links={data?.links}
      address={data?.address}
      phone={data?.phone}
      email={data?.email}
      copyright={data?.copyright || `© ${new Date().getFullYear()} ${owner}`}
      icp={data?.icp}
      policeRecord={data?.policeRecord}
    />
  );
}
