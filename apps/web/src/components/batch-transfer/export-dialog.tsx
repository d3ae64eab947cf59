import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type AdvancedCondition,
  defaultExportFileName,
  EXPORT_FIELDS_REQUIRED_MESSAGE,
  EXPORT_FILE_NAME_INPUT_MAXLENGTH,
  EXPORT_RANGE_ALL,
  EXPORT_RANGE_SEARCH_RESULTS,
  EXPORT_RANGE_TICKED,
  type ExportField,
  Status,
  validateExportFileName,
} from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';
import { AppEvents, emit } from '../../stores/events.ts';
import { exportCountOptions } from './api/transfer-export-count.ts';
import { exportFieldsOptions } from './api/transfer-export-fields.ts';
import { startExport } from './api/transfer-export-start.ts';
import { ExportProgressDialog, type ExportStart } from './export-progress-dialog.tsx';
import './transfer.css';

export type DataRange = typeof EXPORT_RANGE_ALL | typeof EXPORT_RANGE_SEARCH_RESULTS | typeof EXPORT_RANGE_TICKED;

export const DATA_RANGE_LABELS: Record<DataRange, string> = {
  [EXPORT_RANGE_ALL]: '全部数据',
  [EXPORT_RANGE_SEARCH_RESULTS]: '当前搜索结果',
  [EXPORT_RANGE_TICKED]: '勾选数据',
};

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list's transfer key (`transferUrls(listKey)`). */
  listKey: string;
  /** Shown in the title and the default file name. */
  listName: string;
  /** A record the list is bound to, when the page has one. */
  recordId?: string;
  /** The list page's current search form and advanced conditions (data range 2). */
  formInline?: Record<string, string | number | null>;
  advancedSearch?: AdvancedCondition[];
  /** Ids of the ticked rows (data range 3). */
  selectedIds?: string[];
}

interface ExportForm {
  fileName: string;
  fields: string[];
  dataRange: DataRange;
}

/**
 * The shared batch export dialog of SPEC §2/§5. Closing it after an export
 * emits the refresh event, so the list that opened it reloads (SPEC §4).
 */
export function ExportDialog(props: ExportDialogProps) {
  const { open, onClose, listKey } = props;
  const [run, setRun] = useState<{ start: ExportStart; fileName: string } | null>(null);

  const closeAll = () => {
    setRun(null);
    onClose();
    emit(AppEvents.refresh, { listKey });
  };

  const begin = async (values: { fileName: string; exportField: string; dataRange: DataRange }) => {
    setRun({ start: { kind: 'starting' }, fileName: values.fileName });
    const env = await startExport(listKey, {
      id: props.recordId,
      fileName: values.fileName,
      exportField: values.exportField,
      dataRange: values.dataRange,
      choiceDataIds: values.dataRange === EXPORT_RANGE_TICKED ? props.selectedIds : undefined,
      formInline: values.dataRange === EXPORT_RANGE_SEARCH_RESULTS ? props.formInline : undefined,
      advancedSearch: values.dataRange === EXPORT_RANGE_SEARCH_RESULTS ? props.advancedSearch : undefined,
      type: 'xlsx',
    });
    if (isOk(env)) {
      setRun({ start: { kind: 'started', key: env.result.redisKey }, fileName: values.fileName });
      return;
    }
    // SPEC §8: 1002 at start closes the dialog; any other refusal leaves it open with closing enabled.
    reportError(env);
    if (env.status === Status.INTEGRITY) closeAll();
    else setRun({ start: { kind: 'refused', msg: env.msg }, fileName: values.fileName });
  };

  if (run) return <ExportProgressDialog listKey={listKey} start={run.start} fileName={run.fileName} onClose={closeAll} />;
  return open ? <ExportFormDialog {...props} onSubmit={begin} /> : null;
}

function ExportFormDialog({
  onClose,
  listKey,
  listName,
  recordId,
  formInline,
  advancedSearch,
  selectedIds = [],
  onSubmit,
}: ExportDialogProps & { onSubmit: (values: { fileName: string; exportField: string; dataRange: DataRange }) => void }) {
  const [form] = Form.useForm<ExportForm>();
  const dataRange = Form.useWatch('dataRange', form) ?? EXPORT_RANGE_ALL;
  const initialFileName = useMemo(() => defaultExportFileName(listName, new Date()), [listName]);

  const fieldsQuery = useQuery(exportFieldsOptions(listKey, recordId));
  // The columns of the file, in the order the user arranged them (ticked or not).
  const [order, setOrder] = useState<ExportField[]>([]);

  useEffect(() => {
    if (!fieldsQuery.data) return;
    setOrder(fieldsQuery.data);
    form.setFieldValue(
      'fields',
      fieldsQuery.data.filter((f) => f.checked).map((f) => f.key),
    );
  }, [fieldsQuery.data, form]);

  // Moving a field re-renders the list; focus follows the moved field so the keyboard can keep moving it.
  const moveButtons = useRef(new Map<string, HTMLButtonElement | HTMLAnchorElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, direction } = focusAfterMove;
    const preferred = moveButtons.current.get(`${key}:${direction}`);
    const other = moveButtons.current.get(`${key}:${direction === 'up' ? 'down' : 'up'}`);
    (preferred && !preferred.hasAttribute('disabled') ? preferred : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    [next[index], next[target]] = [next[target] as ExportField, next[index] as ExportField];
    setOrder(next);
    setFocusAfterMove({ key: (next[target] as ExportField).key, direction });
  };

  const countQuery = useQuery({
    ...exportCountOptions(listKey, {
      id: recordId,
      dataRange,
      formInline: dataRange === EXPORT_RANGE_SEARCH_RESULTS ? formInline : undefined,
      advancedSearch: dataRange === EXPORT_RANGE_SEARCH_RESULTS ? advancedSearch : undefined,
    }),
    // SPEC §5: for ticked rows the total is simply how many are ticked.
    enabled: dataRange !== EXPORT_RANGE_TICKED,
  });
  const total = dataRange === EXPORT_RANGE_TICKED ? selectedIds.length : countQuery.data;
  const counting = dataRange !== EXPORT_RANGE_TICKED && countQuery.isFetching;

  const submit = async () => {
    let values: ExportForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // The file's columns follow the arranged order.
    const chosen = order.filter((f) => values.fields.includes(f.key));
    onSubmit({
      fileName: values.fileName.trim(),
      exportField: chosen.map((f) => `${f.label}:${f.key}`).join(','),
      dataRange: values.dataRange,
    });
  };

  const allKeys = order.map((f) => f.key);
  const ticked = Form.useWatch('fields', form) ?? [];

  return (
    <Modal
      open
      title={`批量导出 - ${listName}`}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!total || counting} onClick={() => void submit()}>
          导出
        </Button>,
      ]}
    >
      <Form<ExportForm>
        form={form}
        layout="vertical"
        initialValues={{ fileName: initialFileName, fields: [], dataRange: EXPORT_RANGE_ALL }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="fileName"
          label="文件名称"
          required
          validateFirst
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const check = validateExportFileName(value);
                return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message));
              },
            },
          ]}
        >
          <Input
            maxLength={EXPORT_FILE_NAME_INPUT_MAXLENGTH}
            showCount
            allowClear
            onBlur={(e) => form.setFieldValue('fileName', e.target.value.trim())}
          />
        </Form.Item>
        <Form.Item label="导出字段" required>
          {fieldsQuery.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : fieldsQuery.isError ? (
            <Alert type="error" showIcon title={fieldsQuery.error.message} />
          ) : (
            <>
              <Checkbox
                indeterminate={ticked.length > 0 && ticked.length < allKeys.length}
                checked={allKeys.length > 0 && ticked.length === allKeys.length}
                onChange={(e) => {
                  form.setFieldValue('fields', e.target.checked ? allKeys : []);
                  void form.validateFields(['fields']).catch(() => undefined);
                }}
              >
                全选
              </Checkbox>
              {/* noStyle: the 导出字段 item above shows this rule's message, the one place it appears.
                  `required` alone refuses an empty array; adding `min: 1` would report it a second time. */}
              <Form.Item name="fields" noStyle rules={[{ type: 'array', required: true, message: EXPORT_FIELDS_REQUIRED_MESSAGE }]}>
                <Checkbox.Group className="oh-transfer-field-order">
                  <ol aria-label="导出字段顺序">
                    {order.map((f, i) => (
                      <li key={f.key}>
                        <Checkbox value={f.key}>{f.label}</Checkbox>
                        <span className="oh-transfer-field-moves">
                          <Button
                            ref={(el) => void moveButtons.current.set(`${f.key}:up`, el)}
                            size="small"
                            type="text"
                            icon={<ArrowUpOutlined />}
                            aria-label={`上移${f.label}`}
                            title="上移"
                            disabled={i === 0}
                            onClick={() => move(i, 'up')}
                          />
                          <Button
                            ref={(el) => void moveButtons.current.set(`${f.key}:down`, el)}
                            size="small"
                            type="text"
                            icon={<ArrowDownOutlined />}
                            aria-label={`下移${f.label}`}
                            title="下移"
                            disabled={i === order.length - 1}
                            onClick={() => move(i, 'down')}
                          />
                        </span>
                      </li>
                    ))}
                  </ol>
                </Checkbox.Group>
              </Form.Item>
            </>
          )}
        </Form.Item>
        <Form.Item name="dataRange" label="数据范围">
          <Radio.Group
            options={([EXPORT_RANGE_ALL, EXPORT_RANGE_SEARCH_RESULTS, EXPORT_RANGE_TICKED] as const).map((value) => ({
              value,
              label: DATA_RANGE_LABELS[value],
            }))}
          />
        </Form.Item>
        <Typography.Paragraph aria-live="polite" type={total === 0 ? 'warning' : undefined}>
          {counting
            ? '正在统计数据条数…'
            : countQuery.isError && dataRange !== EXPORT_RANGE_TICKED
              ? countQuery.error.message
              : `共 ${total ?? 0} 条数据`}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
