import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import './check-list.css';

export interface CheckListOption {
  value: string;
  label: ReactNode;
}

export interface CheckListProps {
  options: readonly CheckListOption[];
  /** The ticked values; inside a Form.Item the form supplies it. */
  value?: readonly string[];
  /** The ticked values, in the options' order. */
  onChange?: (value: string[]) => void;
  'aria-label'?: string;
}

/**
 * Checkboxes for a set of values, in a grid that wraps on a phone. Not
 * antd's Checkbox.Group: each of its options registers itself after it
 * appears, and a tick made before that is dropped from its onChange.
 */
export function CheckList({ options, value = [], onChange, 'aria-label': label }: CheckListProps) {
  const toggle = (option: string, checked: boolean) => {
    const ticked = new Set(value);
    if (checked) ticked.add(option);
    else ticked.delete(option);
    onChange?.(options.map((o) => o.value).filter((v) => ticked.has(v)));
  };
  return (
    <fieldset className="oh-check-list" aria-label={label}>
      {options.map((o) => (
        <Checkbox key={o.value} checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)}>
          {o.label}
        </Checkbox>
      ))}
    </fieldset>
  );
}
