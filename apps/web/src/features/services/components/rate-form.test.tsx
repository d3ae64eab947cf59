import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { fillJsdomGaps } from './jsdom-gaps.ts';
import { RateForm, type RateValues } from './rate-form.tsx';

function renderForm(onSubmit: (v: RateValues) => Promise<boolean>) {
  render(
    <AppProviders>
      <RateForm labels={['办理便捷', '指南清晰']} commentMax={10} submitting={false} onSubmit={onSubmit} />
    </AppProviders>,
  );
}

const stars = () => screen.getAllByRole('radio');
const comment = () => screen.getByLabelText('评价内容') as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交评价/ }));

fillJsdomGaps();

describe('RateForm', () => {
  it('should refuse to submit without a star rating', async () => {
    const onSubmit = vi.fn(async () => true);
    renderForm(onSubmit);
    submit();
    expect(await screen.findByText('请选择评分')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should refuse a comment longer than allowed', async () => {
    const onSubmit = vi.fn(async () => true);
    renderForm(onSubmit);
    fireEvent.click(stars()[3]!);
    // maxLength stops typing, but a pasted or restored text can still be too long.
    fireEvent.change(comment(), { target: { value: '这一段评价内容超过了十个字' } });
    submit();
    expect(await screen.findByText('评价内容不能超过10个字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the stars, the chosen quick labels and the trimmed comment', async () => {
    const onSubmit = vi.fn(async () => true);
    renderForm(onSubmit);
    fireEvent.click(stars()[4]!);
    fireEvent.click(screen.getByText('指南清晰'));
    fireEvent.change(comment(), { target: { value: '  很方便  ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ score: 5, labels: ['指南清晰'], comment: '很方便' }));
  });

  it('should keep what was typed when the rating is refused', async () => {
    const onSubmit = vi.fn(async () => false);
    renderForm(onSubmit);
    fireEvent.click(stars()[1]!);
    fireEvent.change(comment(), { target: { value: '有敏感词' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(comment().value).toBe('有敏感词');
  });
});
