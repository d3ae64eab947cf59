import type { FooterInfo } from '@onehall/contract';
import { SiteFooter } from '../../../components/site-shell/index.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { SkeletonLines } from './skeleton-lines.tsx';

interface LandingFooterProps {
  footer: FooterInfo | undefined;
  loading: boolean;
  error?: string | null;
}

/** The landing footer, the portal's shared one: administrator-entered rich text, contacts and links, all sanitised. */
export function LandingFooter({ footer, loading, error }: LandingFooterProps) {
  return (
    <SiteFooter
      links={footer?.links}
      address={footer?.address}
      phone={footer?.phone}
      email={footer?.email}
      copyright={footer?.copyright}
      icp={footer?.icp}
      policeRecord={footer?.policeRecord}
    >
      {loading && <SkeletonLines rows={2} />}
      {!loading && error && <p role="alert">{error}</p>}
      {footer?.content && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify.
        <div className="oh-pl-footer__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(footer.content) }} />
      )}
    </SiteFooter>
  );
}
