import type { ReactNode } from 'react';
import { useSchoolInfo } from '../../api/school-info.ts';
import { PORTAL_NAME, SiteBrand } from './site-brand.tsx';
import { SiteHeader } from './site-header.tsx';

/** The header of the pages visitors reach without the signed-in shell: the school's mark leading home, in the landing's colour. */
export function VisitorSiteHeader({ skipTo, actions }: { skipTo: string; actions: ReactNode }) {
  const school = useSchoolInfo();
  return (
    <SiteHeader
      skipTo={skipTo}
      accent="var(--oh-color-landing-strong)"
      brand={
        <SiteBrand
          to="/"
          name={school.data?.schoolName ?? ''}
          logo={school.data?.schoolLogo}
          product={PORTAL_NAME}
          loading={school.isPending}
        />
      }
      actions={actions}
    />
  );
}
