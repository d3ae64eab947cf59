import type { FooterInfo } from '@onehall/contract';
import { linkProps, sanitizeHtml } from '../../../lib/safe-content.ts';
import { SkeletonLines } from './skeleton-lines.tsx';

interface LandingFooterProps {
  footer: FooterInfo | undefined;
  loading: boolean;
  error?: string | null;
}

/** The landing footer: administrator-entered rich text, contacts and links, all sanitised. */
export function LandingFooter({ footer, loading, error }: LandingFooterProps) {
  return (
    <footer className="oh-pl-footer">
      <div className="oh-pl-footer__inner">
        {loading && <SkeletonLines rows={2} />}
        {!loading && error && <p role="alert">{error}</p>}
        {footer && (
          <>
            {footer.links.length > 0 && (
              <nav aria-label="友情链接" className="oh-pl-footer__links">
                <ul>
                  {footer.links.map((l) => (
                    <li key={`${l.name}-${l.url}`}>
                      <a {...linkProps(l.url)}>{l.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {footer.content && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
              <div className="oh-pl-footer__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(footer.content) }} />
            )}
            <address className="oh-pl-footer__contact">
              {footer.address && <span>地址：{footer.address}</span>}
              {footer.phone && <span>电话：{footer.phone}</span>}
              {footer.email && (
                <span>
                  邮箱：<a href={`mailto:${footer.email}`}>{footer.email}</a>
                </span>
              )}
            </address>
            <p className="oh-pl-footer__copyright">
              {footer.copyright}
              {footer.icp && <span> {footer.icp}</span>}
            </p>
          </>
        )}
      </div>
    </footer>
  );
}
