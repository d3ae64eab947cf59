import { CARD_PREVIEW_WIDTH_PX, type CardData, Status } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { CardPreviewDialog } from './card-preview-dialog.tsx';
import { cardData, column, rows } from './test-data.ts';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const envelope = (status: number, msg: string, result: unknown) => ({ status, code: status, msg, result });

function Harness({ onClosed }: { onClosed: () => void }) {
  const [cardId, setCardId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCardId('card-1')}>
        预览
      </button>
      <CardPreviewDialog
        cardId={cardId}
        onClose={() => {
          setCardId(null);
          onClosed();
        }}
      />
    </>
  );
}

const renderHarness = (onClosed = vi.fn()) =>
  render(
    <AppProviders>
      <MemoryRouter>
        <Harness onClosed={onClosed} />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  stubResizeObserver();
  client.call.mockReset();
});

describe('CardPreviewDialog', () => {
  it('should preview the card in a 1080 px dialog with the two page tabs', async () => {
    const data: CardData = cardData('news', [column({ dataSource: 'news', columnName: '校园新闻', result: rows(3) })], {
      basicConfig: { cardName: '新闻卡片', cardIntroduction: '', displayRows: 1 },
    });
    client.call.mockResolvedValue(envelope(Status.OK, '', data));
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByRole('tab', { name: '与消息卡片同页' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '与消息卡片不同页' })).toBeTruthy();
    expect(await screen.findByText('新闻卡片')).toBeTruthy();
    expect(await screen.findByText('事项1')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement | null)?.style.width).toBe(`${CARD_PREVIEW_WIDTH_PX}px`);
    expect(client.call.mock.calls[0]?.[0].path).toMatch(/\/cardcolumnconfig\/preview$/);
    expect(client.call.mock.calls[0]?.[1]).toMatchObject({ body: { id: 'card-1' } });
    fireEvent.click(screen.getByRole('tab', { name: '与消息卡片不同页' }));
    expect(await screen.findByText('新闻卡片')).toBeTruthy();
  });

  it('should show the error message and close the preview when the preview fails', async () => {
    client.call.mockResolvedValue(envelope(1004, '数据接口超时，请稍后重试', null));
    const onClosed = vi.fn();
    renderHarness(onClosed);
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByText('数据接口超时，请稍后重试')).toBeTruthy();
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('tab', { name: '与消息卡片同页' })).toBeNull());
  });
});
