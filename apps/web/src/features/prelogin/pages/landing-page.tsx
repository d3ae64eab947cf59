import { PRELOGIN_THEME_COLOR, type PreLoginCard, PreLoginCardType, type PreLoginGlobalConfig } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readableShade } from '../../../lib/design-tokens.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { landingConfigJsonQuery } from '../api/pre-login-common-config-json.ts';
import { footerQuery } from '../api/pre-login-get-footer-info.ts';
import { landingIndexQuery } from '../api/pre-login-get-pre-login-index.ts';
import { landingCardsQuery } from '../api/pre-login-get-pre-login-page.ts';
import { schoolInfoQuery } from '../api/pre-login-school-info.ts';
import { LandingCarousel } from '../components/landing-carousel.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LandingSection } from '../components/landing-section.tsx';
import { MessageColumnsSection } from '../components/message-columns.tsx';
import { ServiceSearch } from '../components/service-search.tsx';
import { ServicesByType } from '../components/services-by-type.tsx';
import { ThirdPartySection, ThroughServiceSection, ToolsSection } from '../components/simple-sections.tsx';
import { StatisticsSection } from '../components/statistics-section.tsx';
import '../components/landing.css';

/** Where a configured landing type sends the visitor instead of this page (SPEC §4), or null to stay. */
export function landingRedirect(landingType: string, signedIn: boolean): string | null {
  if (landingType === 'serviceCenterBeforLogin') return '/serviceCenterBeforLogin';
  if (landingType === 'applicationServiceCenter') return signedIn ? '/home/applicationServiceCenter' : '/serviceCenterBeforLogin';
  return null;
}

export function LandingCard({ card, global }: { card: PreLoginCard; global: PreLoginGlobalConfig | undefined }) {
  switch (card.cardType) {
    case PreLoginCardType.DATA_OVERVIEW:
      return <StatisticsSection card={card} />;
    case PreLoginCardType.SERVICE_SEARCH:
      return <ServiceSearch card={card} heatWords={global?.heatWords ?? []} placeholder={global?.searchPlaceholder ?? ''} />;
    case PreLoginCardType.SERVICE_BY_TYPE:
      return <ServicesByType card={card} />;
    case PreLoginCardType.THROUGH_SERVICE:
      return <ThroughServiceSection card={card} />;
    case PreLoginCardType.THIRD_PARTY:
      return <ThirdPartySection card={card} />;
    case PreLoginCardType.MESSAGE_COLUMN:
      return <MessageColumnsSection card={card} />;
    case PreLoginCardType.COMMON_TOOL:
      return <ToolsSection card={card} />;
    default:
      return null;
  }
}

/**
 * True from the first frame painted after `ready`: the hero paints alone first,
 * then the sections below the fold mount. Rendering and laying out the whole
 * page in the hero's task held the hero (the LCP) back (issue 6). Their data is
 * fetched meanwhile either way.
 */
function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // requestAnimationFrame runs just before the next paint; the timer fires once it is on screen.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/**
 * A link to a part of the landing (`/#card-…`) scrolls to it once it is there:
 * the cards render after their configuration answers, so the browser's own
 * jump on load finds nothing.
 */
function useScrollToHash(ready: boolean) {
  const { hash, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link (search) to the same part scrolls again.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id) return;
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, search]);
}

/** `/` (advanceLanding): the visitor's first page, every part of it read from the pre-login configuration. */
export default function LandingPage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const setLanding = useUiStore((s) => s.setLanding);
  const school = useQuery(schoolInfoQuery);
  const index = useQuery(landingIndexQuery);
  const configJson = useQuery(landingConfigJsonQuery);
  const cards = useQuery(landingCardsQuery);
  const footer = useQuery(footerQuery);

  const landingType = configJson.data?.landingType;
  useEffect(() => {
    if (landingType === undefined) return;
    setLanding(landingType);
    const to = landingRedirect(landingType, signedIn);
    if (to) navigate(to, { replace: true });
  }, [landingType, signedIn, setLanding, navigate]);

  const global = index.data?.global;
  useEffect(() => {
    if (global?.title) document.title = `${global.title} - ${global.schoolName}`;
  }, [global?.title, global?.schoolName]);

  const restShown = usePaintedAfter(!index.isPending);
  useScrollToHash(restShown && cards.isSuccess);

  // The configured colour as a shade white text reads on (WCAG AA), whatever the school picked.
  const color = readableShade(global?.themeColor || PRELOGIN_THEME_COLOR, '#ffffff');
  const searchCard = cards.data?.find((c) => c.cardType === PreLoginCardType.SERVICE_SEARCH);
  const otherCards = cards.data?.filter((c) => c !== searchCard) ?? [];

  return (
    <div className="oh-pl" style={{ ['--oh-pl-color' as string]: color }}>
      <a className="oh-skip-link" href="#oh-pl-main">
        跳到正文
      </a>
      <LandingHeader school={school.data} schoolLoading={school.isPending} navigation={index.data?.navigation ?? []} />
      <main id="oh-pl-main" tabIndex={-1}>
        <div className="oh-pl-hero">
          {/* Full width: banners are drawn wide (the demo's 1440 × 420) and carry their own headline, which a narrow column would crop. */}
          <LandingCarousel images={index.data?.carousel ?? []} />
          <div className="oh-pl-hero__text">
            {index.isPending ? (
              <div className="oh-pl-hero__placeholder" aria-hidden />
            ) : index.isError ? (
              <p role="alert">{index.error.message}</p>
            ) : (
              <>
                <h1 className="oh-pl-hero__title">{global?.title}</h1>
                {global?.subtitle && <p className="oh-pl-hero__subtitle">{global.subtitle}</p>}
                {global?.introduction && (
                  <div
                    className="oh-pl-hero__intro"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify.
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(global.introduction) }}
                  />
                )}
              </>
            )}
          </div>
          {searchCard && (
            <ServiceSearch card={searchCard} heatWords={global?.heatWords ?? []} placeholder={global?.searchPlaceholder ?? ''} />
          )}
        </div>
        {restShown && (
          <div className="oh-pl-body">
            {cards.isSuccess ? (
              otherCards.map((card) => <LandingCard key={card.id} card={card} global={global} />)
            ) : (
              <LandingSection
                id="oh-pl-cards"
                title="服务导航"
                // A placeholder heading would become the page's largest paint; only the error state shows it.
                hideTitle={cards.isPending}
                loading={cards.isPending}
                error={cards.error?.message}
                empty={false}
                onRetry={() => void cards.refetch()}
                skeletonRows={8}
              >
                {null}
              </LandingSection>
            )}
            {cards.isSuccess && cards.data.length === 0 && <p className="oh-pl-state">暂无数据</p>}
          </div>
        )}
      </main>
      {restShown && <LandingFooter footer={footer.data} loading={footer.isPending} error={footer.error?.message} />}
    </div>
  );
}
