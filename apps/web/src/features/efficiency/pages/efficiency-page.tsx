import { EfficiencyView } from '../components/efficiency-view.tsx';
import { PageError, PageLoading, usePageBasics } from '../components/page-states.tsx';

/** /home/effectivenessSupervision: the efficiency reports for a signed-in user (the plain calls). */
export default function EfficiencyPage() {
  const { layout, semesters, retry } = usePageBasics(true);
  if (layout.isPending || semesters.isPending) return <PageLoading />;
  if (layout.isError || semesters.isError) return <PageError message={(layout.error ?? semesters.error)?.message} onRetry={retry} />;
  return <EfficiencyView layout={layout.data} semesters={semesters.data} signedIn />;
}
