import { Skeleton } from 'antd';
import { useThreeListsConfig } from '../api/get-config.ts';
import { ConfigError, ThreeListsView } from '../components/three-lists-view.tsx';

/** /home/threelists: the three lists for a signed-in user (the plain calls: their roles widen the services). */
export default function ThreeListsPage() {
  const config = useThreeListsConfig();
  return (
    <div className="oh-tl-page">
      {config.isPending ? (
        <div className="oh-page-column" role="status" aria-busy="true" aria-label="加载中">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : config.isError ? (
        <ConfigError message={config.error.message} onRetry={() => void config.refetch()} />
      ) : (
        <ThreeListsView config={config.data} signedIn />
      )}
    </div>
  );
}
