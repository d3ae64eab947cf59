import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './image-viewer.tsx';

const urls = ['/a.png', '/b.png', '/c.png'];
const shownImage = () => document.querySelector('img.oh-viewer__img') as HTMLImageElement;

describe('ImageViewer', () => {
  afterEach(cleanup);

  it('should close on Escape', () => {
    const onClose = vi.fn();
    render(<ImageViewer urls={urls} onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should switch images with the arrow keys and loop at the ends', () => {
    render(<ImageViewer urls={urls} onClose={vi.fn()} />);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shownImage().getAttribute('src')).toBe('/c.png');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shownImage().getAttribute('src')).toBe('/a.png');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('should zoom with the up and down keys and the mouse wheel', () => {
    render(<ImageViewer urls={urls} onClose={vi.fn()} />);
    fireEvent.keyDown(document, { key: 'ArrowUp' });
    expect(shownImage().style.transform).toBe('scale(1.2) rotate(0deg)');
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    fireEvent.wheel(screen.getByRole('dialog'), { deltaY: -120 });
    expect(shownImage().style.transform).toBe('scale(1.015) rotate(0deg)');
  });

  it('should toggle between fit and original size with Space', () => {
    render(<ImageViewer urls={urls} onClose={vi.fn()} />);
    expect(shownImage().className).toContain('oh-viewer__img--fit');
    fireEvent.keyDown(document, { key: ' ' });
    expect(shownImage().className).not.toContain('oh-viewer__img--fit');
  });

  it('should rotate by 90 degrees from the toolbar', () => {
    render(<ImageViewer urls={urls} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(shownImage().style.transform).toBe('scale(1) rotate(90deg)');
  });

  it('should show 加载失败 when the image cannot load', () => {
    render(<ImageViewer urls={urls} onClose={vi.fn()} />);
    fireEvent.error(shownImage());
    expect(screen.getByRole('img', { name: '加载失败' }).textContent).toBe('加载失败');
  });
});
