import { InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_DUPLICATE_RULE_SKIP,
  IMPORT_ERROR_RULE_INTERRUPT,
  IMPORT_ERROR_RULE_SKIP_AND_CONTINUE,
  IMPORT_HEADER_ROW_DEFAULT,
  IMPORT_HEADER_ROW_MAX,
  IMPORT_HEADER_ROW_MIN,
  IMPORT_MAX_FILES,
  ImportMessages,
  importFileCheck,
  importHeaderRowValid,
  type TransferImportMapping,
} from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Modal, Radio, Select, Space, Steps, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';
import { AppEvents, emit } from '../../stores/events.ts';
import { startImport } from './api/transfer-import-start.ts';
import { downloadTemplate } from './api/transfer-import-template.ts';
import { uploadImportFile } from './api/transfer-import-upload.ts';
import { inspectionFieldsOptions } from './api/transfer-inspection-fields.ts';
import { ImportProgressDialog } from './import-progress-dialog.tsx';
import { saveBlob } from './save-blob.ts';
import './transfer.css';

export const DUPLICATE_RULE_LABELS = { 1: '覆盖重复数据', 2: '跳过重复数据' } as const;
export const ERROR_RULE_LABELS = { 1: '跳过并继续', 2: '中断并退出' } as const;

export interface ImportWizardProps {
  open: boolean;
  onClose: () => void;
  listKey: string;
  listName: string;
  recordId?: string;
}

interface StepOneForm {
  headerLine: number;
  ruleNum: number;
  errorRegx: number;
}

/**
 * The shared batch import wizard of SPEC §2/§5: step 1 picks the file and the
 * rules, step 2 matches the sheet's columns to the list's fields, then the
 * progress dialog follows the job. Closing after an import emits the refresh event.
 */
export function ImportWizard(props: ImportWizardProps) {
  const { open, onClose, listKey } = props;
  const [job, setJob] = useState<{ key: string; ruleNum: number } | null>(null);

  const closeAll = () => {
    setJob(null);
    onClose();
    emit(AppEvents.refresh, { listKey });
  };

  if (job) {
    return (
      <ImportProgressDialog
        listKey={listKey}
        listName={props.listName}
        recordId={props.recordId}
        jobKey={job.key}
        duplicateRule={job.ruleNum}
        onClose={closeAll}
      />
    );
  }
  return open ? <ImportSteps {...props} onStarted={(key, ruleNum) => setJob({ key, ruleNum })} onFailed={closeAll} /> : null;
}

function ImportSteps({
  onClose,
  listKey,
  listName,
  recordId,
  onStarted,
  onFailed,
}: ImportWizardProps & { onStarted: (key: string, ruleNum: number) => void; onFailed: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StepOneForm>();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState(false);
  const [mapping, setMapping] = useState<TransferImportMapping | null>(null);
  const [matches, setMatches] = useState<Record<string, string>>({});
  const [mappingError, setMappingError] = useState('');
  const [settings, setSettings] = useState<StepOneForm | null>(null);

  const inspection = useQuery(inspectionFieldsOptions(listKey, recordId));
  const checkFields = (inspection.data ?? []).filter((f) => f.isKey).map((f) => f.fieldNote || f.fieldName);

  const getTemplate = async () => {
    const env = await downloadTemplate(listKey, recordId);
    if (!isOk(env)) return reportError(env);
    saveBlob(env.result, `${listName}导入模板.xlsx`);
  };

  const pickFile = (file: File) => {
    if (files.length >= IMPORT_MAX_FILES) {
      void message.warning(ImportMessages.onlyOneFile);
      return Upload.LIST_IGNORE;
    }
    const check = importFileCheck({ name: file.name, size: file.size });
    if (!check.ok) {
      if (check.message === ImportMessages.extension) {
        reportError(
          <span>
            <span style={{ display: 'block' }}>{ImportMessages.format}</span>
            <span style={{ display: 'block' }}>{ImportMessages.extension}</span>
          </span>,
        );
      } else {
        reportError(check.message);
      }
      return Upload.LIST_IGNORE;
    }
    setFileError('');
    setFiles([
      { uid: `${Date.now()}`, name: file.name, size: file.size, status: 'done', originFileObj: file as UploadFile['originFileObj'] },
    ]);
    // Held in the browser until 下一步, so the header row chosen then is the one the server reads.
    return false;
  };

  const next = async () => {
    let values: StepOneForm;
    try {
      values = await form.validateFields();
    } catch {
      if (files.length === 0) setFileError(ImportMessages.fileRequired);
      return;
    }
    const file = files[0]?.originFileObj;
    if (!file) {
      setFileError(ImportMessages.fileRequired);
      return;
    }
    setBusy(true);
    const env = await uploadImportFile(listKey, file, values.headerLine, recordId);
    setBusy(false);
    // The request layer hands back status 1000 only for an HTTP 200 answer whose body says 1000.
    if (!isOk(env)) {
      setFiles((list) => list.map((f) => ({ ...f, status: 'error', response: env.msg })));
      reportError(env);
      return;
    }
    setSettings(values);
    setMapping(env.result);
    setMatches(Object.fromEntries(env.result.matchFieldList.map((m) => [m.column, m.configure])));
    setMappingError('');
    setStep(1);
  };

  const begin = async () => {
    if (!mapping || !settings) return;
    const unmatched = mapping.dbFieldList.filter((f) => f.is_must === 1 && !matches[f.column]);
    if (unmatched.length > 0) {
      setMappingError(ImportMessages.requiredFieldsUnmatched);
      return;
    }
    setBusy(true);
    const env = await startImport(listKey, {
      id: recordId,
      fileKey: mapping.fileKey,
      headerLine: settings.headerLine,
      ruleNum: settings.ruleNum as 1 | 2,
      errorRegx: settings.errorRegx as 1 | 2,
      matchFieldList: mapping.dbFieldList.map((f) => ({ column: f.column, configure: matches[f.column] ?? '' })),
    });
    setBusy(false);
    if (!isOk(env)) {
      // SPEC §8: a refused import start shows the message and closes the wizard.
      reportError(env);
      onFailed();
      return;
    }
    onStarted(env.result.redisKey, settings.ruleNum);
  };

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            取消
          </Button>,
          <Button key="next" type="primary" loading={busy} onClick={() => void next()}>
            下一步
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep(0)} disabled={busy}>
            上一步
          </Button>,
          <Button key="start" type="primary" loading={busy} onClick={() => void begin()}>
            开始导入
          </Button>,
        ];

  return (
    <Modal open title={`批量导入 - ${listName}`} onCancel={onClose} mask={{ closable: false }} width={720} footer={footer}>
      <Steps current={step} size="small" items={[{ title: '上传文件' }, { title: '字段匹配' }]} style={{ marginBottom: 16 }} />
      <div hidden={step !== 0}>
        <Form<StepOneForm>
          form={form}
          layout="vertical"
          initialValues={{
            headerLine: IMPORT_HEADER_ROW_DEFAULT,
            ruleNum: IMPORT_DUPLICATE_RULE_SKIP,
            errorRegx: IMPORT_ERROR_RULE_SKIP_AND_CONTINUE,
          }}
        >
          <Form.Item label="导入模板">
            <Button onClick={() => void getTemplate()}>下载模板</Button>
          </Form.Item>
          <Form.Item
            label="上传文件"
            required
            validateStatus={fileError ? 'error' : undefined}
            help={fileError || '只支持.xls、.xlsx文件，大小不超过20M'}
          >
            <Upload.Dragger
              accept=".xls,.xlsx"
              multiple={false}
              fileList={files}
              beforeUpload={pickFile}
              onRemove={() => {
                setFiles([]);
                return true;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或将文件拖拽到这里上传</p>
            </Upload.Dragger>
          </Form.Item>
          <Form.Item
            name="headerLine"
            label="表头行"
            rules={[
              {
                validator: (_, v) =>
                  importHeaderRowValid(v) ? Promise.resolve() : Promise.reject(new Error('表头行只能是1到10之间的整数')),
              },
            ]}
          >
            <InputNumber min={IMPORT_HEADER_ROW_MIN} max={IMPORT_HEADER_ROW_MAX} precision={0} step={1} />
          </Form.Item>
          <Form.Item name="ruleNum" label="重复数据规则" extra={checkFields.length > 0 ? `校验字段：${checkFields.join('、')}` : undefined}>
            <Radio.Group disabled options={([1, 2] as const).map((value) => ({ value, label: DUPLICATE_RULE_LABELS[value] }))} />
          </Form.Item>
          <Form.Item name="errorRegx" label="数据错误规则">
            <Radio.Group
              options={([IMPORT_ERROR_RULE_SKIP_AND_CONTINUE, IMPORT_ERROR_RULE_INTERRUPT] as const).map((value) => ({
                value,
                label: ERROR_RULE_LABELS[value],
              }))}
            />
          </Form.Item>
        </Form>
      </div>
      {step === 1 && mapping && (
        <Space orientation="vertical" className="oh-transfer-mapping">
          <Typography.Text type="secondary">请为每个系统字段选择对应的Excel列（* 为必填）。</Typography.Text>
          <Table
            size="small"
            rowKey="column"
            pagination={false}
            dataSource={mapping.dbFieldList}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: '系统字段',
                dataIndex: 'label',
                render: (label: string, f) => (
                  <span>
                    {f.is_must === 1 && (
                      <Typography.Text type="danger" aria-label="必填">
                        *{' '}
                      </Typography.Text>
                    )}
                    {label}
                  </span>
                ),
              },
              {
                title: 'Excel列',
                dataIndex: 'column',
                render: (column: string, f) => (
                  <Select<string>
                    aria-label={`${f.label}对应的Excel列`}
                    allowClear
                    placeholder="请选择"
                    style={{ minWidth: 180 }}
                    value={matches[column] || undefined}
                    status={mappingError && f.is_must === 1 && !matches[column] ? 'error' : undefined}
                    options={mapping.excelField.map((h) => ({ value: h, label: h }))}
                    onChange={(value) => {
                      setMatches((m) => ({ ...m, [column]: value ?? '' }));
                      setMappingError('');
                    }}
                  />
                ),
              },
            ]}
          />
          {mappingError && (
            <Typography.Text type="danger" role="alert">
              {mappingError}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}
