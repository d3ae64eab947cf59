/**
 * jsdom has no ResizeObserver, which antd's Rate and Segmented use to measure
 * themselves; an observer that never reports is what a page without layout would see.
 */
export function fillJsdomGaps(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
