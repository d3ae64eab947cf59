import type { ReactNode } from 'react';
import { SkeletonLines } from './skeleton-lines.tsx';

/** SPEC §8 empty-state text. */
export const EMPTY_TEXT = '暂无数据';

export interface SectionState {
  loading: boolean;
  /** The failed call's msg; absent when the call succeeded. */
  error?: string | null;
  empty: boolean;
  onRetry?: () => void;
}

interface LandingSectionProps extends SectionState {
  id: string;
  title: string;
  /** Rows of the skeleton, roughly the height of the loaded content. */
  skeletonRows?: number;
  /** Hides the heading visually while keeping it for screen readers (the carousel names itself). */
  hideTitle?: boolean;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One landing section with its loading, empty and error states. Every section
 * loads on its own, so one failing call leaves the rest of the page usable.
 */
export function LandingSection({
  id,
  title,
  loading,
  error,
  empty,
  onRetry,
  skeletonRows = 3,
  hideTitle,
  extra,
  children,
  className,
}: LandingSectionProps) {
  const headingId = `${id}-title`;
  let body: ReactNode;
  if (loading) {
    body = <SkeletonLines rows={skeletonRows} />;
  } else if (error) {
    body = (
      <div className="oh-pl-state" role="alert">
        <span>{error}</span>
        {onRetry && (
          <button type="button" className="oh-pl-button" onClick={onRetry}>
            重试
          </button>
        )}
      </div>
    );
  } else if (empty) {
    body = <div className="oh-pl-state">{EMPTY_TEXT}</div>;
  } else {
    body = children;
  }
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={loading} className={`oh-pl-section ${className ?? ''}`}>
      <div className={hideTitle ? 'oh-pl-sr-only' : 'oh-pl-section__head'}>
        <h2 id={headingId} className="oh-pl-section__title">
          {title}
        </h2>
        {!hideTitle && extra}
      </div>
      {body}
    </section>
  );
}
