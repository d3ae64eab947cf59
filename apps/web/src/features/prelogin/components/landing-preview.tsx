import { PRELOGIN_THEME_COLOR, type PreLoginAdminConfig } from '@onehall/contract';
import { readableShade } from '../../../lib/design-tokens.ts';
import { safeHref } from '../../../lib/safe-content.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';

const CARD_TYPE_LABEL: Record<string, string> = {
  dataOverview: '数据概览',
  serviceSearch: '服务搜索',
  serviceByType: '分类服务',
  throughService: '服务直通车',
  thirdParty: '第三方系统',
  messageColumn: '新闻公告',
  commonTool: '常用工具',
};

const LANDING_LABEL: Record<string, string> = {
  landing: '登录前首页',
  serviceCenterBeforLogin: '全部服务页（流程服务）',
  applicationServiceCenter: '办事服务中心',
};

/** A miniature of the landing page drawn from the unsaved values, so the administrator sees a change before saving it. */
export function LandingPreview({ config }: { config: PreLoginAdminConfig }) {
  const { global, navigation, carousel, cards, footer, tools, thirdParty, columns } = config;
  const color = readableShade(/^#[0-9a-fA-F]{6}$/.test(global.themeColor) ? global.themeColor : PRELOGIN_THEME_COLOR, '#ffffff');
  const logo = safeHref(global.schoolLogo);
  const firstImage = carousel.find((c) => c.enabled && safeHref(c.imgUrl));
  const enabledCards = cards.filter((c) => c.enabled).sort((a, b) => a.sort - b.sort);
  return (
    <section className="oh-plc-preview" aria-label="实时预览" style={{ ['--oh-pl-color' as string]: color }}>
      <h2 className="oh-plc-preview__heading">实时预览</h2>
      <p className="oh-plc-preview__landing">访客落地页：{LANDING_LABEL[global.landingType] ?? global.landingType}</p>
      <div className="oh-plc-preview__page">
        <div className="oh-plc-preview__bar" style={{ background: color }}>
          {logo && <img src={logo} alt="" width={20} height={20} />}
          <strong>{global.schoolName}</strong>
          <span className="oh-plc-preview__login">登录</span>
        </div>
        {navigation.some((n) => n.enabled) && (
          <div className="oh-plc-preview__nav" style={{ background: color }}>
            {navigation
              .filter((n) => n.enabled)
              .map((n, i) => (
                <span key={n.id ?? i}>{n.name}</span>
              ))}
          </div>
        )}
        {/* Above the title, whole, as the landing shows it: a banner carries its own words and must not be cropped. */}
        {firstImage && <img src={safeHref(firstImage.imgUrl) ?? ''} alt={firstImage.title} className="oh-plc-preview__image" />}
        <div className="oh-plc-preview__hero">
          <div>
            <p className="oh-plc-preview__title">{global.title}</p>
            {global.subtitle && <p className="oh-plc-preview__subtitle">{global.subtitle}</p>}
            {global.introduction && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify.
              <div className="oh-plc-preview__intro" dangerouslySetInnerHTML={{ __html: sanitizeHtml(global.introduction) }} />
            )}
            {global.heatWords.length > 0 && <p className="oh-plc-preview__heat">热门搜索：{global.heatWords.join('、')}</p>}
          </div>
        </div>
        <ol className="oh-plc-preview__cards">
          {enabledCards.map((c) => (
            <li key={c.id}>
              <strong>{c.cardName}</strong>
              <span>
                {CARD_TYPE_LABEL[c.cardType]}
                {c.cardType === 'commonTool' && ` · ${tools.filter((t) => t.enabled).length} 个工具`}
                {c.cardType === 'thirdParty' && ` · ${thirdParty.filter((t) => t.enabled).length} 个系统`}
                {c.cardType === 'messageColumn' &&
                  ` · ${columns
                    .filter((col) => c.columnIds.includes(col.id))
                    .map((col) => col.columnName)
                    .join('、')}`}
              </span>
            </li>
          ))}
          {enabledCards.length === 0 && <li>暂无数据</li>}
        </ol>
        <div className="oh-plc-preview__footer">
          {footer.address && <span>地址：{footer.address}</span>}
          {footer.phone && <span>电话：{footer.phone}</span>}
          <span>{footer.copyright}</span>
        </div>
      </div>
    </section>
  );
}
