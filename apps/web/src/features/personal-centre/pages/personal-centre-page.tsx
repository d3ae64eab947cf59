import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { BasicInfo } from '../components/basic-info.tsx';
import { MyFavourites } from '../components/my-favourites.tsx';
import { MyRatings } from '../components/my-ratings.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { RecentSystems } from '../components/recent-systems.tsx';
import { SchoolCalendar } from '../components/school-calendar.tsx';
import { QuerySection } from '../components/section-states.tsx';
import '../components/personal-centre.css';

/** Sections other areas own, handed in by the route module (app/personal-centre-route.tsx); a missing one has no tab. */
export interface PersonalCentreSlots {
  /** 修改密码 (the auth area). */
  password?: ReactNode;
  /** 账号安全: the account's bindings (the sign-in area). */
  security?: ReactNode;
  /** 我的反馈: the caller's question-feedback tickets. */
  feedback?: ReactNode;
  /** 主题设置: the caller's theme. */
  theme?: ReactNode;
}

/**
 * /home/PersonalCenter (issue 19, docs/design/personal-centre.md): the
 * profile card on the left, the sections in tabs on the right (one column on
 * a phone). The open tab is kept in `?tab=`, so a link or a reload returns to it.
 */
export default function PersonalCentrePage({ password, security, feedback, theme }: PersonalCentreSlots) {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const slot = (key: string, label: string, children: ReactNode) => (children ? [{ key, label, children }] : []);
  const tabs = [
    {
      key: 'info',
      label: '基本信息',
      children: (
        <QuerySection query={profile} failedTitle="个人信息加载失败" emptyText="暂无数据" isEmpty={() => false}>
          {(p) => <BasicInfo profile={p} />}
        </QuerySection>
      ),
    },
    ...slot('password', '修改密码', password),
    ...slot('security', '账号安全', security),
    { key: 'recent', label: '最近使用', children: <RecentSystems /> },
    { key: 'favourites', label: '我的收藏', children: <MyFavourites /> },
    { key: 'ratings', label: '我的评价', children: <MyRatings /> },
    ...slot('feedback', '我的反馈', feedback),
    ...slot('theme', '主题设置', theme),
    { key: 'calendar', label: '校历', children: <SchoolCalendar /> },
  ];
  const asked = params.get('tab');
  const active = tabs.some((t) => t.key === asked) ? (asked as string) : 'info';

  return (
    <PageFrame title="个人中心">
      <div className="oh-personal">
        <aside className="oh-personal__aside" aria-label="个人资料">
          <QuerySection query={profile} failedTitle="个人信息加载失败" emptyText="暂无数据" isEmpty={() => false}>
            {(p) => <ProfileCard profile={p} />}
          </QuerySection>
        </aside>
        <div className="oh-personal__main">
          <Tabs activeKey={active} onChange={(key) => setParams({ tab: key }, { replace: true })} destroyOnHidden items={tabs} />
        </div>
      </div>
    </PageFrame>
  );
}
