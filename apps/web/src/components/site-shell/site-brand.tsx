import { Link } from 'react-router';
import { safeHref } from '../../lib/safe-content.ts';

export interface SiteBrandProps {
  /** The school's name; empty while it loads or when none is configured (the logo, if any, stands alone). */
  name: string;
  /** The school's logo address as configured; an unsafe or empty one draws nothing. */
  logo?: string | null;
  /** The portal's own name beside the school's (一站式网上服务大厅); hidden on phones. */
  product?: string;
  /** Where the brand leads: the landing for visitors, the home page once signed in. */
  to: string;
  loading?: boolean;
}

/** The school's logo and name linking home: the same mark on every page of the portal. */
export function SiteBrand({ name, logo, product, to, loading = false }: SiteBrandProps) {
  const src = safeHref(logo);
  return (
    // Named by its text; a logo alone (name loading or unset) still says where it leads.
    <Link to={to} className="oh-site-brand" aria-label={name ? undefined : '首页'}>
      {src && <img src={src} alt="" width={40} height={40} className="oh-site-brand__logo" />}
      {loading ? <span className="oh-site-brand__placeholder" aria-hidden /> : name && <span className="oh-site-brand__name">{name}</span>}
      {product && <span className="oh-site-brand__product">{product}</span>}
    </Link>
  );
}

/** The portal's own name, beside the school's in the brand and the fallback of document titles. */
export const PORTAL_NAME = '一站式网上服务大厅';
