import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { fieldRules, RowActions } from '../../../components/config-page/index.ts';

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

/** How a missing required field is named: a choice is selected (请选择…), text or a number typed (请输入…). */
function requiredAs(field: RowField): boolean | 'number' | 'select' {
  if (!field.required) return false;
  if (field.kind === 'select') return 'select';
  return field.kind === 'number' ? 'number' : true;
}

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
                      {...fieldRules({
                        label: f.label,
                        required: requiredAs(f),
                        max: f.max,
                        pattern:
                          f.kind === 'url' ? { test: URL_PATTERN, message: '请输入以 http://、https:// 或 / 开头的地址' } : undefined,
                      })}
                    >
                      {control(f)}
                    </Form.Item>
                    {f.addon?.(row.name)}
                  </div>
                ))}
              </div>
              <div className="oh-plc-row__actions">
                <RowActions
                  name={itemLabel(index)}
                  extra={[
                    { label: '上移', disabled: index === 0, onClick: () => move(index, index - 1) },
                    { label: '下移', disabled: index === rows.length - 1, onClick: () => move(index, index + 1) },
                  ]}
                  remove={{
                    title: `确定删除「${itemLabel(index)}」吗？`,
                    description: '删除后保存才会生效',
                    onConfirm: () => remove(row.name),
                  }}
                />
              </div>
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
