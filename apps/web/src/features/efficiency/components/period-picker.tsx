import type { Period, Semester } from '@onehall/contract';
import { DatePicker, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PERIOD_KIND_LABELS, type PeriodKind, rangeMessage, schoolToday } from '../lib/period.ts';

export interface PeriodPickerProps {
  period: Period;
  semesters: readonly Semester[];
  onChange: (period: Period) => void;
}

const DAY = 'YYYY-MM-DD';

/**
 * 统计区间: a semester (semesterList), a month or a custom range. A range the
 * server would refuse (end before start, over 5 years) is explained here and
 * not sent.
 */
export function PeriodPicker({ period, semesters, onChange }: PeriodPickerProps) {
  const [kind, setKind] = useState<PeriodKind>(period.kind);
  const [problem, setProblem] = useState<string | null>(null);
  const today = schoolToday();

  const switchKind = (next: PeriodKind) => {
    setKind(next);
    setProblem(null);
    // Semester and month apply at once (the latest semester, this month); a range waits for its two days.
    if (next === 'semester' && semesters[0])
      onChange({ kind: 'semester', semesterId: (semesters.find((s) => s.current) ?? semesters[0]).id });
    if (next === 'month') onChange({ kind: 'month', month: today.slice(0, 7) });
  };

  // A range applies once both days are chosen: two pickers rather than a range picker, whose two months do not fit a phone.
  const [range, setRange] = useState<{ start: string | null; end: string | null }>(
    period.kind === 'range' ? { start: period.start, end: period.end } : { start: null, end: null },
  );
  const pickDay = (which: 'start' | 'end', d: Dayjs | null) => {
    const next = { ...range, [which]: d ? d.format(DAY) : null };
    setRange(next);
    if (!next.start || !next.end) return;
    const message = rangeMessage(next.start, next.end);
    setProblem(message);
    if (!message) onChange({ kind: 'range', start: next.start, end: next.end });
  };

  return (
    <fieldset className="oh-eff-period">
      <legend className="oh-eff-period__legend">统计区间</legend>
      <Segmented<PeriodKind>
        value={kind}
        onChange={switchKind}
        options={(['semester', 'month', 'range'] as const).map((k) => ({
          value: k,
          label: PERIOD_KIND_LABELS[k],
          disabled: k === 'semester' && semesters.length === 0,
        }))}
        aria-label="统计区间类型"
      />
      {kind === 'semester' && (
        <Select
          className="oh-eff-period__field"
          aria-label="学期"
          placeholder={semesters.length ? '请选择学期' : '暂无学期，请在效能监督配置中维护'}
          value={period.kind === 'semester' ? period.semesterId : undefined}
          onChange={(semesterId: string) => onChange({ kind: 'semester', semesterId })}
          options={semesters.map((s) => ({ value: s.id, label: s.name }))}
          popupMatchSelectWidth={false}
        />
      )}
      {kind === 'month' && (
        <DatePicker
          className="oh-eff-period__field"
          picker="month"
          aria-label="月份"
          allowClear={false}
          value={period.kind === 'month' ? dayjs(`${period.month}-01`) : undefined}
          disabledDate={(d) => d.format(DAY) > today}
          onChange={(d: Dayjs | null) => d && onChange({ kind: 'month', month: d.format('YYYY-MM') })}
        />
      )}
      {kind === 'range' && (
        <span className="oh-eff-period__range">
          <DatePicker
            className="oh-eff-period__day"
            aria-label="开始日期"
            placeholder="开始日期"
            value={range.start ? dayjs(range.start) : null}
            status={problem ? 'error' : undefined}
            onChange={(d: Dayjs | null) => pickDay('start', d)}
          />
          <span aria-hidden>至</span>
          <DatePicker
            className="oh-eff-period__day"
            aria-label="结束日期"
            placeholder="结束日期"
            value={range.end ? dayjs(range.end) : null}
            status={problem ? 'error' : undefined}
            onChange={(d: Dayjs | null) => pickDay('end', d)}
          />
        </span>
      )}
      {problem && (
        <span className="oh-eff-period__problem" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
