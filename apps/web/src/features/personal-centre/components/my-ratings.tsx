import { PersonalMessages } from '@onehall/contract';
import { Rate, Tag, Typography } from 'antd';
import { useMyRatings } from '../api/get-my-ratings.ts';
import { personalTime } from '../lib/format.ts';
import { QuerySection } from './section-states.tsx';
import { ServiceLine } from './service-line.tsx';

/** 我的评价: each service the caller rated, with the score, labels, comment and date. */
export function MyRatings() {
  const ratings = useMyRatings();
  return (
    <QuerySection query={ratings} failedTitle="我的评价加载失败" emptyText={PersonalMessages.ratingsEmpty} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className="oh-personal-list" aria-label="我的评价">
          {list.map((r) => (
            <ServiceLine
              key={r.serviceId}
              service={r.service}
              meta={
                <>
                  <span>
                    <Rate disabled value={r.score} className="oh-personal-rate" />
                    <span className="oh-personal-sr">{r.score} 分</span>
                  </span>
                  <span>评价于 {personalTime(r.updatedAt)}</span>
                  {r.labels.map((l) => (
                    <Tag key={l}>{l}</Tag>
                  ))}
                  {r.comment && <Typography.Text className="oh-personal-rating__comment">{r.comment}</Typography.Text>}
                </>
              }
            />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
