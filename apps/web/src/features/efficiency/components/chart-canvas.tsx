import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Palette } from '../lib/chart-options.ts';

type Init = typeof import('./echarts-setup.ts').init;

let loading: Promise<Init> | null = null;
/** ECharts is fetched once, the first time a chart is drawn. */
const loadECharts = () => {
  loading ??= import('./echarts-setup.ts').then((m) => m.init);
  return loading;
};

const TOKENS: Record<keyof Palette, string> = {
  primary: '--oh-color-primary',
  brand: '--oh-color-brand',
  success: '--oh-color-success',
  warning: '--oh-color-warning',
  error: '--oh-color-error',
  text: '--oh-color-text',
  textSecondary: '--oh-color-text-secondary',
  border: '--oh-color-border',
  surface: '--oh-color-surface',
};

/** The design tokens as ECharts wants them (it cannot read CSS variables). */
export function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(Object.entries(TOKENS).map(([k, v]) => [k, style.getPropertyValue(v).trim()])) as unknown as Palette;
}

/** The palette, read once: the tokens do not change while the page is open. */
export const usePalette = (): Palette => useMemo(readPalette, []);

export interface ChartCanvasProps {
  option: EChartsCoreOption;
  /** The chart's name, read as the image's name. */
  label: string;
  /** Id of the text describing what the chart shows. */
  describedBy: string;
  height: number;
}

/**
 * One ECharts chart, drawn once ECharts has loaded and redrawn when its option
 * changes or its box resizes. To assistive technology it is one image named by
 * its title and described by the summary; its numbers are in the table view.
 */
export function ChartCanvas({ option, label, describedBy, height }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void loadECharts().then((init) => {
      if (disposed || !box.current) return;
      chart.current = init(box.current, undefined, { renderer: 'svg' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Someone who asked the system for less motion gets the chart drawn at once.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    if (ready) chart.current?.setOption(still ? { ...option, animation: false } : option, { notMerge: true });
  }, [ready, option]);

  return (
    <div
      ref={box}
      className="oh-eff-chart__canvas"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={!ready}
      style={{ height }}
    />
  );
}
