import { Empty, List, Progress, Rate, Skeleton, Space, Tag, Typography } from 'antd';
import type { RateDetail } from './api/get-rate-detail.ts';
import './service-details.css';

/** Average, star distribution and recent comments of one service. */
export function RatingSummary({ detail, loading, error }: { detail: RateDetail | undefined; loading: boolean; error: string | null }) {
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  if (!detail || detail.rateCount === 0) return <Empty description="暂无评价" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className="oh-rating">
      <div className="oh-rating__head">
        <span className="oh-rating__avg" title="平均分">
          {detail.avgScore.toFixed(1)}
        </span>
        <div>
          <Rate disabled allowHalf value={Math.round(detail.avgScore * 2) / 2} />
          <div className="oh-rating__count">{detail.rateCount} 人评价</div>
        </div>
      </div>
      <ul className="oh-rating__dist" aria-label="评分分布">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = detail.distribution[star - 1] ?? 0;
          return (
            <li key={star}>
              <span>{star} 星</span>
              {/* The bar has no text of its own: its name says what it measures for a screen reader. */}
              <Progress
                aria-label={`${star} 星：${n} 人`}
                percent={Math.round((n / detail.rateCount) * 100)}
                size="small"
                showInfo={false}
              />
              <span>{n}</span>
            </li>
          );
        })}
      </ul>
      {detail.labelCounts.length > 0 && (
        <Space size={[6, 6]} wrap>
          {detail.labelCounts.map((l) => (
            <Tag key={l.label}>
              {l.label} {l.count}
            </Tag>
          ))}
        </Space>
      )}
      <List
        size="small"
        header="最近评价"
        dataSource={detail.recent}
        locale={{ emptyText: '暂无评价' }}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{r.userName}</span>
                  <Rate disabled value={r.score} className="oh-rating__small" />
                  <Typography.Text type="secondary">{r.updatedAt.slice(0, 10)}</Typography.Text>
                </Space>
              }
              description={
                <>
                  {r.labels.length > 0 && <div>{r.labels.join('、')}</div>}
                  {r.comment && <div>{r.comment}</div>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
