import { Button } from 'antd';
import { CardSkeleton } from '../../../components/card-preview/index.ts';
import { useUserCards } from '../api/get-user-cards.ts';
import { CardManagement } from '../components/card-management.tsx';
import { HolidayPanel } from '../components/holiday-panel.tsx';
import { HomeCard } from '../components/home-card.tsx';
import { HomeGrid } from '../components/home-grid.tsx';
import { QuickNavigation } from '../components/quick-navigation.tsx';
import { SpecialServices } from '../components/special-services.tsx';
import { useCardActions } from '../components/use-card-actions.ts';
import './home-page.css';

function HomeSkeleton() {
  return (
    <div className="oh-home__loading" role="status" aria-busy="true" aria-label="正在加载首页">
      {['a', 'b', 'c'].map((k) => (
        <div key={k} className="oh-home__skeleton">
          <CardSkeleton lines={6} />
        </div>
      ))}
    </div>
  );
}

/**
 * /home/homePage (SPEC §2): quick navigation and the card management, the
 * holiday countdown and special services, then the caller's index types as
 * sections. Panels and cards fill their rows (lib/pack-grid.ts): one column
 * on a phone, two on a tablet, three on a laptop, four on a wide screen
 * (docs/design/home-web.md "The grid").
 */
export default function HomePage() {
  const cards = useUserCards();
  const actions = useCardActions();

  let content: React.ReactNode;
  if (cards.isPending) content = <HomeSkeleton />;
  else if (cards.isError)
    content = (
      <div className="oh-home__state" role="alert">
        <strong className="oh-home__state-title">首页加载失败</strong>
        <span>{cards.error.message}</span>
        <Button onClick={() => void cards.refetch()}>重试</Button>
      </div>
    );
  else if (cards.data.length === 0) content = <p className="oh-home__state">暂无数据</p>;
  else
    content = cards.data.map((type) => (
      <section key={type.id} className="oh-home__type" aria-labelledby={`oh-home-type-${type.id}`}>
        <h2 id={`oh-home-type-${type.id}`} className="oh-home__type-name">
          {type.typeName}
        </h2>
        <HomeGrid
          items={type.cardConfigs.map((card) => ({
            key: card.cardId,
            width: card.width,
            node: <HomeCard card={card} actions={actions} />,
          }))}
        />
      </section>
    ));

  return (
    <div className="oh-home">
      <div className="oh-home__bar">
        <QuickNavigation />
        <CardManagement />
      </div>
      <HomeGrid
        items={[
          { key: 'holiday', width: 'narrow', node: <HolidayPanel /> },
          { key: 'special', width: 'wide', node: <SpecialServices /> },
        ]}
      />
      {content}
    </div>
  );
}
