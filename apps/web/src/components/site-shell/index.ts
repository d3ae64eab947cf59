import './site-shell.css';

export { PORTAL_NAME, SiteBrand, type SiteBrandProps } from './site-brand.tsx';
export { SiteFooter, type SiteFooterLink, type SiteFooterProps } from './site-footer.tsx';
export { SiteHeader, type SiteHeaderProps } from './site-header.tsx';
export { type SiteNavItem, SiteNavList } from './site-nav.tsx';
export { VisitorSiteHeader } from './visitor-site-header.tsx';
