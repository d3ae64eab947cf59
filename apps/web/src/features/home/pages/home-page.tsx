import { Button, Empty, Result, Skeleton } from 'antd';
import { useUserCards } from '../api/get-user-cards.ts';
import { CardManagement } from '../components/card-management.tsx';
import { HolidayPanel } from '../components/holiday-panel.tsx';
import { HomeCard } from '../components/home-card.tsx';
import { QuickNavigation } from '../components/quick-navigation.tsx';
import { SpecialServices } from '../components/special-services.tsx';
import { useCardActions } from '../components/use-card-actions.ts';
import './home-page.css';

function HomeSkeleton() {
  return (
    <div className="oh-home__grid" role="status" aria-busy="true" aria-label="正在加载首页">
      {['a', 'b', 'c'].map((k) => (
        <div key={k} className="oh-home__skeleton">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * /home/homePage (SPEC §2): quick navigation and the card management, the
 * campus clock and special services, then the caller's index types as
 * sections, each with its cards in a grid (wide cards take two columns; one
 * column on a phone).
 */
export default function HomePage() {
  const cards = useUserCards();
  const actions = useCardActions();

  let content: React.ReactNode;
  if (cards.isPending) content = <HomeSkeleton />;
  else if (cards.isError)
    content = (
      <Result
        status="error"
        title="首页加载失败"
        subTitle={cards.error.message}
        extra={<Button onClick={() => void cards.refetch()}>重试</Button>}
      />
    );
  else if (cards.data.length === 0) content = <Empty className="oh-home__empty" description="暂无数据" />;
  else
    content = cards.data.map((type) => (
      <section key={type.id} className="oh-home__type" aria-labelledby={`oh-home-type-${type.id}`}>
        <h2 id={`oh-home-type-${type.id}`} className="oh-home__type-name">
          {type.typeName}
        </h2>
        <div className="oh-home__grid">
          {type.cardConfigs.map((card) => (
            <HomeCard key={card.cardId} card={card} actions={actions} />
          ))}
        </div>
      </section>
    ));

  return (
    <div className="oh-home">
      <div className="oh-home__bar">
        <QuickNavigation />
        <CardManagement />
      </div>
      <div className="oh-home__panels">
        <HolidayPanel />
        <SpecialServices />
      </div>
      {content}
    </div>
  );
}
