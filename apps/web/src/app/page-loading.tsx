import { Spin } from 'antd';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spin size="large" aria-label="加载中" />
    </div>
  );
}
