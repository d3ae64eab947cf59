import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export interface ConfigSearchProps<T extends object> {
  form: FormInstance<T>;
  /** Runs the search with the form's values (also on 重置, with the fields emptied). */
  onSearch: (values: T) => void;
  /** The filter fields (`Form.Item`s with a label each). */
  children: ReactNode;
}

/** The search form of a configuration list: its fields in a row that wraps, then 查询 and 重置. */
export function ConfigSearch<T extends object>({ form, onSearch, children }: ConfigSearchProps<T>) {
  return (
    // Named, so its fields' ids (search_deptCode) differ from the same fields' in the add/edit form.
    <Form<T> form={form} name="search" layout="inline" className="oh-config-search" onFinish={onSearch} aria-label="搜索条件">
      {children}
      <Form.Item className="oh-config-search__buttons">
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch(form.getFieldsValue());
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
