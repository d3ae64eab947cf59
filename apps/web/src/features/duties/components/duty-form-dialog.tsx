import { DUTY_BASIS_MAX, DUTY_DESCRIPTION_MAX, DUTY_TYPES, type Duty, transferUrls } from '@onehall/contract';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { DictionarySelect } from '../../../components/dictionary-select/index.ts';
import { useSaveDuty } from '../api/save-duty.ts';

export const DUTY_LIST_KEY = 'deptDuty';
export const DEPT_DICTIONARY_URL = transferUrls(DUTY_LIST_KEY).dictionary('deptCode');
export const dutyTypeOptions = Object.entries(DUTY_TYPES).map(([value, label]) => ({ value, label }));

interface DutyForm {
  deptCode: string;
  dutyDescription: string;
  dutyType: string;
  basis?: string;
  sort?: number;
}

export interface DutyFormDialogProps {
  /** The duty being edited, `null` to add one; the dialog is closed while `undefined`. */
  duty: Duty | null | undefined;
  onClose: () => void;
}

export function DutyFormDialog({ duty, onClose }: DutyFormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DutyForm>();
  const save = useSaveDuty();
  const open = duty !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (duty) form.setFieldsValue({ ...duty });
  }, [open, duty, form]);

  const submit = async () => {
    let values: DutyForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = { ...values, dutyDescription: values.dutyDescription.trim(), basis: values.basis?.trim() ?? '' };
    const env = await save.mutateAsync(duty ? { id: duty.id, ...body } : body);
    if (!isOk(env)) return reportError(env);
    void message.success(duty ? '修改成功' : '新增成功');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={duty ? '编辑职责' : '新增职责'}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      confirmLoading={save.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<DutyForm> form={form} layout="vertical" initialValues={{ dutyType: '1', sort: 0 }}>
        <Form.Item name="deptCode" label="部门" rules={[{ required: true, message: '请选择部门' }]}>
          <DictionarySelect url={DEPT_DICTIONARY_URL} remote allowClear />
        </Form.Item>
        <Form.Item name="dutyDescription" label="职责描述" rules={[{ required: true, whitespace: true, message: '请输入职责描述' }]}>
          <Input.TextArea maxLength={DUTY_DESCRIPTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="dutyType" label="职责类型" rules={[{ required: true, message: '请选择职责类型' }]}>
          <Select options={dutyTypeOptions} />
        </Form.Item>
        <Form.Item name="basis" label="职责依据">
          <Input.TextArea maxLength={DUTY_BASIS_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={99_999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
