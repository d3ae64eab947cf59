import './site-shell.css';

export { SiteBrand, type SiteBrandProps } from './site-brand.tsx';
export { SiteFooter, type SiteFooterLink, type SiteFooterProps } from './site-footer.tsx';
export { SiteHeader, type SiteHeaderProps } from './site-header.tsx';
export { type SiteNavItem, SiteNavList } from './site-nav.tsx';

/** The portal's own name, beside the school's in the brand and the fallback of document titles. */
export const PORTAL_NAME = '一站式网上服务大厅';
