import { Pagination } from 'antd';

export const LIST_PAGE_SIZE = 10;

/** Paging under a three-lists list: 共 N 项 and the page sizes; hidden while everything fits on one page. */
export function Pager({
  current,
  size,
  total,
  unit,
  onChange,
}: {
  current: number;
  size: number;
  total: number;
  unit: string;
  onChange: (current: number, size: number) => void;
}) {
  if (total <= LIST_PAGE_SIZE) return null;
  return (
    <Pagination
      className="oh-tl-pager"
      size="small"
      current={current}
      pageSize={size}
      total={total}
      pageSizeOptions={[10, 20, 50]}
      showSizeChanger
      showTotal={(t) => `共 ${t} ${unit}`}
      onChange={(page, pageSize) => onChange(pageSize === size ? page : 1, pageSize)}
    />
  );
}
