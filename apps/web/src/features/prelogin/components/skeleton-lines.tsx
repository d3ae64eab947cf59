/**
 * Placeholder lines while a section loads. Plain CSS rather than antd's
 * Skeleton keeps that component's chunk off the visitor's first load.
 */
export function SkeletonLines({ rows, width }: { rows: number; width?: number }) {
  return (
    <div className="oh-pl-skeleton" aria-hidden style={width ? { width } : undefined}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have nothing else to key on.
        <span key={i} className="oh-pl-skeleton__line" />
      ))}
    </div>
  );
}
