import { useFooterInfo } from '../../features/navigation/api/get-footer-info.ts';
import { linkProps } from '../../lib/safe-content.ts';
import { APP_TITLE } from '../root-layout.tsx';

/** Shell footer as configured on the home-page configuration (homePage/getFooterInfo); a plain line until it has answered. */
export function AppFooter() {
  const { data } = useFooterInfo();
  const contact = data ? [data.address, data.phone && `电话：${data.phone}`, data.email && `邮箱：${data.email}`].filter(Boolean) : [];
  return (
    <footer className="oh-footer">
      {data && data.links.length > 0 && (
        <nav aria-label="页脚链接" className="oh-footer__links">
          {data.links.map((link) => (
            <a key={`${link.name}${link.url}`} {...linkProps(link.url)}>
              {link.name}
            </a>
          ))}
        </nav>
      )}
      {contact.length > 0 && <p className="oh-footer__line">{contact.join('　')}</p>}
      <p className="oh-footer__line">
        {data?.copyright || `© ${new Date().getFullYear()} ${APP_TITLE}`}
        {data?.icp && <span className="oh-footer__icp">{data.icp}</span>}
      </p>
    </footer>
  );
}
