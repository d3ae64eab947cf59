import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { fieldRules } from './field-rules.ts';

interface Values {
  name?: string;
  count?: number;
  kind?: string;
}

function Harness({ initial, onFinish }: { initial: Values; onFinish: (v: Values) => void }) {
  return (
    <Form<Values> initialValues={initial} onFinish={onFinish}>
      <Form.Item name="name" label="名称" {...fieldRules({ label: '名称', required: true, max: 4 })}>
        <Input />
      </Form.Item>
      <Form.Item name="count" label="数量" {...fieldRules({ label: '数量', required: 'number' })}>
        <InputNumber />
      </Form.Item>
      <Form.Item name="kind" label="类型" {...fieldRules({ label: '类型', required: 'select' })}>
        <Select options={[{ value: 'a', label: '甲' }]} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fieldRules', () => {
  it('should name each missing field once: typed text and numbers 请输入, choices 请选择, blanks counting as missing', async () => {
    const onFinish = vi.fn();
    render(<Harness initial={{ name: '   ' }} onFinish={onFinish} />);
    fireEvent.click(screen.getByText(/^提\s*交$/).closest('button')!);
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(screen.getByText('请输入数量')).toBeTruthy();
    expect(screen.getByText('请选择类型')).toBeTruthy();
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(3);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('should accept a number where a number is required, and say only the first failure of a field', async () => {
    const onFinish = vi.fn();
    render(<Harness initial={{ name: '很长的名称', count: 3, kind: 'a' }} onFinish={onFinish} />);
    fireEvent.click(screen.getByText(/^提\s*交$/).closest('button')!);
    expect(await screen.findByText('名称不能超过4个字符')).toBeTruthy();
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '教务' } });
    fireEvent.click(screen.getByText(/^提\s*交$/).closest('button')!);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '教务', count: 3, kind: 'a' }));
  });
});
