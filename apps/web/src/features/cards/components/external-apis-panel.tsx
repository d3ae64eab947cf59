import { App, Descriptions, Drawer, Grid, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, FORM_WIDTHS, RowActions } from '../../../components/config-page/index.ts';
import { useApiDetail } from '../api/card-column-get-api-detail.ts';
import { useApiList } from '../api/card-column-get-api-list.ts';
import { useParamTypes } from '../api/card-column-get-param-type-list.ts';
import { useRemoveApi } from '../api/card-column-remove-api.ts';
import { QueryTable } from './config-list.tsx';
import { ExternalApiDrawer } from './external-api-drawer.tsx';

interface ApiRow {
  id: string;
  apiName: string;
  url: string;
  method: string;
  remark: string;
}

/** One registered API: request parameters and returned fields. */
function ApiDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useApiDetail(id);
  const types = useParamTypes();
  const typeName = (key: string) => types.data?.find((t) => t.dictKey === key)?.dictValue ?? key;
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      title={detail.data?.apiName ?? '接口详情'}
      size={screens.md === false ? '100%' : FORM_WIDTHS.wide}
      destroyOnHidden
    >
      {detail.isError ? (
        <Result status="error" title="接口详情加载失败" subTitle={detail.error.message} />
      ) : !detail.data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="地址">{detail.data.url}</Descriptions.Item>
            <Descriptions.Item label="请求方式">{detail.data.method}</Descriptions.Item>
            <Descriptions.Item label="列表位置">{detail.data.listPath || '自动识别'}</Descriptions.Item>
            <Descriptions.Item label="备注">{detail.data.remark || '—'}</Descriptions.Item>
          </Descriptions>
          <h4>请求参数</h4>
          <Table
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={detail.data.requestParams}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              { title: '参数', dataIndex: 'name' },
              { title: '类型', dataIndex: 'paramType', render: typeName },
              { title: '必填', dataIndex: 'required', render: (r: boolean) => (r ? '是' : '否') },
              { title: '默认值', dataIndex: 'defaultValue' },
            ]}
          />
          <h4>返回字段</h4>
          <Table
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={detail.data.returnParams}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              { title: '字段', dataIndex: 'field' },
              { title: '中文名称', dataIndex: 'chineseName' },
              { title: '取值路径', dataIndex: 'path' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** External data APIs card columns can read (getApiList / getApiDetail; saveApi / removeApi). */
export function ExternalApisPanel() {
  const { message } = App.useApp();
  const list = useApiList();
  const remove = useRemoveApi();
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  // The server refuses while columns still read the API and names them.
  const removeApi = async (a: ApiRow) => {
    const env = await remove.mutateAsync(a.id);
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const columns: TableColumnsType<ApiRow> = [
    { title: '接口名称', dataIndex: 'apiName' },
    { title: '地址', dataIndex: 'url', ellipsis: true },
    { title: '请求方式', dataIndex: 'method', width: 90 },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, a) => (
        <RowActions
          name={a.apiName}
          onEdit={() => setEditing(a.id)}
          extra={[{ label: '查看', onClick: () => setViewing(a.id) }]}
          remove={{
            title: `确定删除接口「${a.apiName}」吗？`,
            description: '读取该接口的栏目需先改用其他数据来源',
            onConfirm: () => removeApi(a),
          }}
        />
      ),
    },
  ];
  return (
    <ConfigPanel toolbar={<AddButton label="新增接口" onClick={() => setEditing(null)} />}>
      <QueryTable<ApiRow> query={list} failure="外部接口加载失败" columns={columns} scrollX={720} />
      <ApiDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <ExternalApiDrawer id={editing} onClose={() => setEditing(undefined)} />
    </ConfigPanel>
  );
}
