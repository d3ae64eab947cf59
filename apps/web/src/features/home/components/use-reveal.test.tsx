import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReveal } from './use-reveal.ts';

/** Observed elements and the callback that reports them, so a test can bring one on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
const idle: Array<() => void> = [];

function Probe({ name, inIdleTime }: { name: string; inIdleTime: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useReveal(ref, inIdleTime);
  return (
    <div ref={ref} data-testid={name}>
      {revealed ? 'revealed' : 'waiting'}
    </div>
  );
}

const onScreen = (name: string) =>
  act(() => {
    const el = screen.getByTestId(name);
    observed.get(el)?.([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const idleSlot = () => act(() => idle.shift()?.());

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        observed.set(el, this.callback);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
  idle.length = 0;
});

describe('useReveal', () => {
  it('should reveal a card once it comes near the screen, and the others one per idle slot in page order', () => {
    render(
      <>
        <Probe name="a" inIdleTime />
        <Probe name="b" inIdleTime />
        <Probe name="c" inIdleTime />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('waiting');
    onScreen('a');
    expect(screen.getByTestId('a').textContent).toBe('revealed');
    expect(screen.getByTestId('b').textContent).toBe('waiting');
    idleSlot();
    expect(screen.getByTestId('b').textContent).toBe('revealed');
    expect(screen.getByTestId('c').textContent).toBe('waiting');
    idleSlot();
    expect(screen.getByTestId('c').textContent).toBe('revealed');
  });

  it('should leave a frame card waiting through idle time until it is near the screen', () => {
    render(
      <>
        <Probe name="frame" inIdleTime={false} />
        <Probe name="news" inIdleTime />
      </>,
    );
    idleSlot();
    idleSlot();
    expect(screen.getByTestId('news').textContent).toBe('revealed');
    expect(screen.getByTestId('frame').textContent).toBe('waiting');
    onScreen('frame');
    expect(screen.getByTestId('frame').textContent).toBe('revealed');
  });
});
