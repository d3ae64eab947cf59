import { Spinner } from '../components/light-feedback/index.ts';

/** Shown while a lazily loaded page arrives; antd-free, as the root layout shows it before antd has loaded (issue 14). */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spinner label="加载中" />
    </div>
  );
}
