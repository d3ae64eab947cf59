import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Popconfirm, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';

/** One editable field of a list row. */
export interface RowField {
  name: string;
  label: string;
  kind: 'text' | 'url' | 'switch' | 'select' | 'number';
  required?: boolean;
  max?: number;
  options?: { value: string; label: string }[];
  /** Extra content after the field (an upload button, a check). */
  addon?: (rowIndex: number) => ReactNode;
}

const URL_PATTERN = /^(https?:\/\/|\/)/i;

function control(field: RowField) {
  switch (field.kind) {
    case 'switch':
      return <Switch />;
    case 'select':
      return <Select options={field.options} style={{ minWidth: 120 }} />;
    case 'number':
      return <InputNumber min={0} max={9999} />;
    default:
      return <Input maxLength={field.max} placeholder={field.kind === 'url' ? 'https://… 或 /站内路径' : undefined} />;
  }
}

interface ListEditorProps {
  name: string;
  fields: RowField[];
  /** Values of a new row. */
  blank: Record<string, unknown>;
  addLabel: string;
  max: number;
  itemLabel: (index: number) => string;
}

/**
 * A list of rows edited in place (columns, navigation, carousel, third-party
 * systems): add, move up and down (the order is the display order) and
 * delete after confirming.
 */
export function ListEditor({ name, fields, blank, addLabel, max, itemLabel }: ListEditorProps) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove, move }) => (
        <div className="oh-plc-list">
          {rows.length === 0 && <p className="oh-plc-empty">暂无数据</p>}
          {rows.map((row, index) => (
            <fieldset key={row.key} className="oh-plc-row">
              <legend>{itemLabel(index)}</legend>
              <div className="oh-plc-row__fields">
                {fields.map((f) => (
                  <div key={f.name} className={`oh-plc-row__field oh-plc-row__field--${f.kind}`}>
                    <Form.Item
                      name={[row.name, f.name]}
                      label={f.label}
                      valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
                      rules={[
                        ...(f.required ? [{ required: true, message: `请输入${f.label}` }] : []),
                        ...(f.kind === 'url' ? [{ pattern: URL_PATTERN, message: '请输入以 http://、https:// 或 / 开头的地址' }] : []),
                      ]}
                    >
                      {control(f)}
                    </Form.Item>
                    {f.addon?.(row.name)}
                  </div>
                ))}
              </div>
              <Space className="oh-plc-row__actions">
                <Button size="small" icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  上移
                </Button>
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  下移
                </Button>
                <Popconfirm
                  title="确定删除吗？"
                  description="删除后保存才会生效"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove(row.name)}
                >
                  <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            </fieldset>
          ))}
          <Button type="dashed" block icon={<PlusOutlined aria-hidden />} disabled={rows.length >= max} onClick={() => add({ ...blank })}>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
