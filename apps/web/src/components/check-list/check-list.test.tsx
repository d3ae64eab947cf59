import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckList } from './check-list.tsx';

const OPTIONS = [
  { value: 'student', label: '学生' },
  { value: 'teacher', label: '教师' },
  { value: 'staff', label: '职工' },
];

function Controlled({ initial, onChange }: { initial: string[]; onChange: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CheckList
      aria-label="可见角色"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('CheckList', () => {
  it('should answer the ticked values in the options’ order, from the first click on', () => {
    const onChange = vi.fn();
    render(<Controlled initial={['staff']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '可见角色' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '职工' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '学生' }));
    expect(onChange).toHaveBeenLastCalledWith(['student', 'staff']);
    fireEvent.click(screen.getByRole('checkbox', { name: '职工' }));
    expect(onChange).toHaveBeenLastCalledWith(['student']);
    expect((screen.getByRole('checkbox', { name: '职工' }) as HTMLInputElement).checked).toBe(false);
  });
});
