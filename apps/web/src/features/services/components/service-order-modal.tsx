import { ArrowDownOutlined, ArrowUpOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import type { ServiceDetail } from '@onehall/contract';
import { App, Button, List, Modal, Result, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useAllShelfServices } from '../api/get-shelf-services.ts';
import { useOrderServices } from '../api/order-services.ts';
import { move } from '../lib/move.ts';

/** Orders the whole directory: the saved order is the display order everywhere. */
export function ServiceOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const all = useAllShelfServices(open);
  const order = useOrderServices();
  const [list, setList] = useState<ServiceDetail[]>([]);
  useEffect(() => {
    if (all.data) setList(all.data);
  }, [all.data]);

  return (
    <Modal
      open={open}
      title="调整排序"
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: list.length === 0, loading: order.isPending }}
      onOk={() =>
        order.mutate(
          list.map((s) => s.serviceId),
          {
            onSuccess: () => {
              void message.success('保存成功');
              onClose();
            },
          },
        )
      }
      destroyOnHidden
    >
      {all.isLoading && <Skeleton active />}
      {all.error && <Result status="error" subTitle={all.error.message} />}
      {all.data && (
        <List
          className="oh-order-list"
          size="small"
          dataSource={list}
          locale={{ emptyText: '暂无数据' }}
          renderItem={(s, index) => (
            <List.Item
              actions={[
                <Button
                  key="top"
                  type="text"
                  size="small"
                  icon={<VerticalAlignTopOutlined />}
                  aria-label={`置顶 ${s.serviceName}`}
                  disabled={index === 0}
                  onClick={() => setList([s, ...list.filter((x) => x !== s)])}
                />,
                <Button
                  key="up"
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移 ${s.serviceName}`}
                  disabled={index === 0}
                  onClick={() => setList(move(list, index, -1))}
                />,
                <Button
                  key="down"
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移 ${s.serviceName}`}
                  disabled={index === list.length - 1}
                  onClick={() => setList(move(list, index, 1))}
                />,
              ]}
            >
              {index + 1}. {s.serviceName} {!s.shelf && <Tag>已下架</Tag>}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
