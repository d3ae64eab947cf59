import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useModalViewsStore } from '../../stores/modal-views.ts';
import { ModalViewsHost } from './modal-views-host.tsx';

describe('ModalViewsHost', () => {
  beforeEach(() => useModalViewsStore.setState({ views: [] }));
  afterEach(cleanup);

  it('should show an added view with its service address and remove it on close', async () => {
    render(<ModalViewsHost />);
    act(() => {
      useModalViewsStore.getState().add({ title: '一卡通', serviceConfig: { serviceUrl: 'https://card.example.edu/' } });
    });
    const frame = await screen.findByTitle('一卡通');
    expect(frame.getAttribute('src')).toBe('https://card.example.edu/');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(useModalViewsStore.getState().views).toEqual([]);
  });
});
