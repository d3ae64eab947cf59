import { type ChartKey, EFFICIENCY_CHARTS, EFFICIENCY_INDICATORS, type EfficiencyConfig, type IndicatorKey } from '@onehall/contract';
import { App, Button, Switch, Typography } from 'antd';
import { useState } from 'react';
import { ConfigPanel, ConfigTable, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useSaveEfficiencyConfig } from '../api/save-config.ts';
import { type LayoutRow, moveRow, sameRows, toggleRow } from '../lib/layout-edit.ts';

type Labels = Record<string, string>;

function OrderTable<K extends string>({
  what,
  rows,
  labels,
  onChange,
}: {
  what: string;
  rows: LayoutRow<K>[];
  labels: Labels;
  onChange: (rows: LayoutRow<K>[]) => void;
}) {
  return (
    <ConfigTable<LayoutRow<K>>
      rowKey="key"
      rows={rows}
      scrollX={560}
      columns={[
        { title: '序号', key: 'index', width: 64, render: (_, __, i) => i + 1 },
        { title: what, dataIndex: 'key', render: (k: K) => labels[k] },
        {
          title: '显示',
          dataIndex: 'shown',
          width: 88,
          render: (on: boolean, r) => (
            <Switch
              size="small"
              checked={on}
              aria-label={`显示${labels[r.key]}`}
              onChange={(v) => onChange(toggleRow(rows, r.key, 'shown', v))}
            />
          ),
        },
        {
          title: '访客可见',
          dataIndex: 'visitorVisible',
          width: 96,
          render: (on: boolean, r) => (
            <Switch
              size="small"
              checked={on}
              aria-label={`${labels[r.key]}对访客可见`}
              onChange={(v) => onChange(toggleRow(rows, r.key, 'visitorVisible', v))}
            />
          ),
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, r, i) => (
            <RowActions
              name={labels[r.key]}
              extra={[
                { label: '上移', onClick: () => onChange(moveRow(rows, i, -1)), disabled: i === 0 },
                { label: '下移', onClick: () => onChange(moveRow(rows, i, 1)), disabled: i === rows.length - 1 },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * 显示设置: which indicators and charts the page shows, in which order, and
 * which of them visitors see; whether visitors may open the page at all.
 * Changes take effect on 保存; 取消 puts back the saved layout.
 */
export function LayoutSettings({ config }: { config: EfficiencyConfig }) {
  const { message } = App.useApp();
  const save = useSaveEfficiencyConfig();
  const [indicators, setIndicators] = useState<LayoutRow<IndicatorKey>[]>(config.indicators);
  const [charts, setCharts] = useState<LayoutRow<ChartKey>[]>(config.charts);
  const [visitorAllowed, setVisitorAllowed] = useState(config.visitorAllowed);
  const changed = !sameRows(indicators, config.indicators) || !sameRows(charts, config.charts) || visitorAllowed !== config.visitorAllowed;

  const reset = () => {
    setIndicators(config.indicators);
    setCharts(config.charts);
    setVisitorAllowed(config.visitorAllowed);
  };
  const submit = async () => {
    const env = await save.mutateAsync({ indicators, charts, visitorAllowed });
    if (savedOk(env)) void message.success('保存成功');
  };

  return (
    <ConfigPanel
      toolbar={
        <>
          <Button disabled={!changed || save.isPending} onClick={reset}>
            取消
          </Button>
          <Button type="primary" loading={save.isPending} disabled={!changed} onClick={() => void submit()}>
            保存
          </Button>
          <span className="oh-eff-config__switch">
            <Switch checked={visitorAllowed} onChange={setVisitorAllowed} aria-label="允许访客查看" />
            <span aria-hidden>允许访客查看</span>
          </span>
        </>
      }
      notice={
        <Typography.Text type="secondary">
          关闭「允许访客查看」后，访客打开效能监督会被提示先登录；开启时访客只看到标为「访客可见」的指标与图表。修改后点击保存生效。
        </Typography.Text>
      }
    >
      <h3 className="oh-eff-config__heading">概览指标</h3>
      <OrderTable what="指标" rows={indicators} labels={EFFICIENCY_INDICATORS} onChange={setIndicators} />
      <h3 className="oh-eff-config__heading">图表与报表</h3>
      <OrderTable what="图表" rows={charts} labels={EFFICIENCY_CHARTS} onChange={setCharts} />
    </ConfigPanel>
  );
}
