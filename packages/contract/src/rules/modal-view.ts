import type { ModalViewConfig } from '../entities.ts';
import { MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH } from '../limits.ts';

export interface ModalViewSize {
  height: string;
  width: string;
}

/**
 * SPEC §5: a modal view without a height is 650px high and without a width
 * 1200px wide. Numbers and digit strings are pixels; other strings ('80%',
 * '40vh', '500px') are CSS sizes kept as given. Blank strings and numbers that
 * are not positive count as missing, since they would hide the view.
 */
export function modalViewSize(config: Pick<ModalViewConfig, 'height' | 'width'> | null | undefined): ModalViewSize {
  return {
    height: cssSize(config?.height) ?? MODAL_DEFAULT_HEIGHT,
    width: cssSize(config?.width) ?? MODAL_DEFAULT_WIDTH,
  };
}

function cssSize(value: string | number | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}px` : null;
  const text = (value ?? '').trim();
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? (Number(text) > 0 ? `${text}px` : null) : text;
}
