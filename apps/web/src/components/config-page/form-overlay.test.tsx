import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { fieldRules } from './field-rules.ts';
import { FormDrawer, FormModal } from './form-overlay.tsx';

interface Values {
  name: string;
  code?: string;
}

/** A page holding one overlay; `onSubmit` decides whether the save succeeds. */
function Harness({ kind, onSubmit }: { kind: 'modal' | 'drawer'; onSubmit: (v: Values) => Promise<boolean> }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<Values>();
  const Overlay = kind === 'modal' ? FormModal : FormDrawer;
  return (
    <>
      <span>{open ? '已打开' : '已关闭'}</span>
      <Overlay<Values> open={open} title="新增系统" form={form} onSubmit={onSubmit} onClose={() => setOpen(false)} confirmDiscard>
        <Form.Item name="name" label="系统名称" {...fieldRules({ label: '系统名称', required: true, max: 5 })}>
          <Input />
        </Form.Item>
        <Form.Item
          name="code"
          label="系统编码"
          {...fieldRules({ label: '系统编码', max: 4, pattern: { test: /^[A-Z]+$/, message: '请输入大写字母' } })}
        >
          <Input />
        </Form.Item>
      </Overlay>
    </>
  );
}

const renderHarness = (kind: 'modal' | 'drawer', onSubmit: (v: Values) => Promise<boolean>) =>
  render(
    <AppProviders>
      <Harness kind={kind} onSubmit={onSubmit} />
    </AppProviders>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// By its text: a busy button's accessible name also holds its spinner's label.
const saveButton = () => screen.getByText(/^保\s*存$/).closest('button')!;

beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['modal', 'drawer'] as const)('Form %s', (kind) => {
  it('should put 取消 before 保存 in its footer', async () => {
    renderHarness(kind, async () => true);
    const footer = saveButton().parentElement!;
    expect([...footer.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['取消', '保存']);
  });

  it('should stay open with what was typed when the save is refused, and close once it succeeds', async () => {
    const onSubmit = vi.fn<(v: Values) => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderHarness(kind, onSubmit);
    type('系统名称', '教务');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: '教务' });
    expect(screen.getByText('已打开')).toBeTruthy();
    expect((screen.getByLabelText('系统名称') as HTMLInputElement).value).toBe('教务');
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('已关闭')).toBeTruthy());
  });

  it('should not submit twice while a save is in flight', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderHarness(kind, onSubmit);
    type('系统名称', '教务');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saveButton().className).toContain('ant-btn-loading'));
    fireEvent.click(saveButton());
    await act(async () => finish(true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should show one message per invalid field and not submit', async () => {
    const onSubmit = vi.fn(async () => true);
    renderHarness(kind, onSubmit);
    type('系统编码', 'abcdef');
    fireEvent.click(saveButton());
    // Empty name: only 请输入…; a code both too long and in the wrong case: only its first failure.
    expect(await screen.findByText('请输入系统名称')).toBeTruthy();
    expect(await screen.findByText('系统编码不能超过4个字符')).toBeTruthy();
    expect(screen.queryByText('请输入大写字母')).toBeNull();
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should ask before discarding typed changes', async () => {
    renderHarness(kind, async () => true);
    type('系统名称', '教务');
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    expect(await screen.findAllByText('放弃未保存的修改吗？')).not.toHaveLength(0);
    expect(screen.getByText('已打开')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.getByText('已关闭')).toBeTruthy());
  });
});
