import type { ReactNode } from 'react';
import { linkProps } from '../../lib/safe-content.ts';

/** Where China's registration numbers are looked up; a registered site links its numbers there. */
const ICP_LOOKUP = 'https://beian.miit.gov.cn/';
const POLICE_LOOKUP = 'https://beian.mps.gov.cn/';

/** An address worth a mailto link; anything else is shown as text. */
const MAILBOX = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/;

export interface SiteFooterLink {
  name: string;
  url: string;
}

export interface SiteFooterProps {
  links?: readonly SiteFooterLink[];
  address?: string;
  phone?: string;
  email?: string;
  copyright?: string;
  /** ICP备案号. */
  icp?: string;
  /** 公安备案号. */
  policeRecord?: string;
  /** Shown above the links: a loading or error line, or the landing's rich text. */
  children?: ReactNode;
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The portal's one footer: links, contacts, copyright and registration numbers, each part left out when empty. */
export function SiteFooter({ links = [], address, phone, email, copyright, icp, policeRecord, children }: SiteFooterProps) {
  const safeLinks = links.map((l) => ({ ...l, props: linkProps(l.url) })).filter((l) => l.props.href);
  const mail = email?.trim();
  return (
    <footer className="oh-site-footer">
      <div className="oh-site-footer__inner">
        {children}
        {safeLinks.length > 0 && (
          <nav aria-label="友情链接" className="oh-site-footer__links">
            <ul>
              {safeLinks.map((l) => (
                <li key={`${l.name}-${l.url}`}>
                  <a {...l.props}>{l.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {(address || phone || mail) && (
          <address className="oh-site-footer__contact">
            {address && <span>地址：{address}</span>}
            {phone && <span>电话：{phone}</span>}
            {mail && <span>邮箱：{MAILBOX.test(mail) ? <a href={`mailto:${mail}`}>{mail}</a> : mail}</span>}
          </address>
        )}
        {(copyright || icp || policeRecord) && (
          <p className="oh-site-footer__legal">
            {copyright && <span>{copyright}</span>}
            {icp && <External href={ICP_LOOKUP}>{icp}</External>}
            {policeRecord && <External href={POLICE_LOOKUP}>{policeRecord}</External>}
          </p>
        )}
      </div>
    </footer>
  );
}
