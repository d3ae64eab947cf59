import type { CarouselImage } from '@onehall/contract';
import { useEffect, useState } from 'react';
import { linkProps, safeHref } from '../../../lib/safe-content.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './landing-icons.tsx';

const INTERVAL_MS = 5000;
/** Element timing for the first slide (React's types lack the attribute): the landing benchmark times the banner even when Chrome does not count it as the LCP element. */
const BANNER_TIMING = { elementtiming: 'landing-banner' };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A small hand-written carousel instead of antd's (react-slick): it keeps the
 * landing chunk lean, pauses while hovered or focused, and stays still for
 * visitors who ask for reduced motion.
 */
export function LandingCarousel({ images }: { images: CarouselImage[] }) {
  const slides = images.filter((img) => safeHref(img.imgUrl));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className="oh-pl-carousel"
      aria-roledescription="carousel"
      aria-label="轮播图"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="oh-pl-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((img, i) => {
          const picture = (
            <img
              src={safeHref(img.imgUrl) ?? ''}
              alt={img.title || `轮播图 ${i + 1}`}
              // The first slide is the page's largest paint: fetch it first, the rest when idle.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
              {...(i === 0 ? BANNER_TIMING : {})}
            />
          );
          const link = linkProps(img.linkUrl);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group.
            <div
              key={img.id}
              className="oh-pl-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== current}
            >
              {link.href ? (
                <a {...link} tabIndex={i === current ? 0 : -1}>
                  {picture}
                </a>
              ) : (
                picture
              )}
              {img.title && <p className="oh-pl-carousel__caption">{img.title}</p>}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="oh-pl-carousel__arrow oh-pl-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="oh-pl-carousel__arrow oh-pl-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className="oh-pl-carousel__dots">
            {slides.map((img, i) => (
              <button
                key={img.id}
                type="button"
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === current}
                className={i === current ? 'is-active' : ''}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
