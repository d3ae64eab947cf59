import { DUTY_BASIS_MAX, DUTY_DESCRIPTION_MAX, DUTY_TYPES, type Duty, transferUrls } from '@onehall/contract';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { FormModal, fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { DictionarySelect } from '../../../components/dictionary-select/index.ts';
import { useDutyTypeMust } from '../api/get-duty-type-must.ts';
import { type DutySaveInput, useSaveDuty } from '../api/save-duty.ts';

export const DUTY_LIST_KEY = 'deptDuty';
export const DEPT_DICTIONARY_URL = transferUrls(DUTY_LIST_KEY).dictionary('deptCode');
export const dutyTypeOptions = Object.entries(DUTY_TYPES).map(([value, label]) => ({ value, label }));

interface DutyForm {
  deptCode: string;
  dutyDescription: string;
  dutyType?: string;
  basis?: string;
  sort?: number;
}

export interface DutyFormDialogProps {
  /** The duty being edited, `null` to add one; the dialog is closed while `undefined`. */
  duty: Duty | null | undefined;
  /** A department administrator's departments (code → name); every department of the dictionary without. */
  deptOptions?: readonly { value: string; label: string }[];
  onClose: () => void;
}

export function DutyFormDialog({ duty, deptOptions, onClose }: DutyFormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DutyForm>();
  const save = useSaveDuty();
  // 三清单配置 › 职责类型必填; until it is known the field is required, as the server may be.
  const typeMust = useDutyTypeMust();
  const typeRequired = typeMust.data ?? true;

  const submit = async (values: DutyForm) => {
    const body = {
      ...values,
      dutyType: (values.dutyType ?? '') as DutySaveInput['dutyType'],
      dutyDescription: values.dutyDescription.trim(),
      basis: values.basis?.trim() ?? '',
    };
    const env = await save.mutateAsync(duty ? { id: duty.id, ...body } : body);
    if (!savedOk(env)) return false;
    void message.success(duty ? '修改成功' : '新增成功');
    return true;
  };

  return (
    <FormModal<DutyForm>
      open={duty !== undefined}
      title={duty ? '编辑职责' : '新增职责'}
      form={form}
      initialValues={duty ? { ...duty, dutyType: duty.dutyType || undefined } : { dutyType: '1', sort: 0 }}
      onSubmit={submit}
      onClose={onClose}
      confirmDiscard
    >
      <Form.Item name="deptCode" label="部门" {...fieldRules({ label: '部门', required: 'select' })}>
        {deptOptions ? (
          <Select options={[...deptOptions]} placeholder="请选择" />
        ) : (
          <DictionarySelect url={DEPT_DICTIONARY_URL} remote allowClear />
        )}
      </Form.Item>
      <Form.Item name="dutyDescription" label="职责描述" {...fieldRules({ label: '职责描述', required: true, max: DUTY_DESCRIPTION_MAX })}>
        <Input.TextArea maxLength={DUTY_DESCRIPTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        name="dutyType"
        label="职责类型"
        extra={typeRequired ? undefined : '可不选；三清单中显示为「未分类」'}
        {...fieldRules({ label: '职责类型', required: typeRequired ? 'select' : false })}
      >
        <Select options={dutyTypeOptions} allowClear={!typeRequired} placeholder={typeRequired ? '请选择' : '不选择'} />
      </Form.Item>
      <Form.Item name="basis" label="职责依据" {...fieldRules({ label: '职责依据', max: DUTY_BASIS_MAX })}>
        <Input.TextArea maxLength={DUTY_BASIS_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={99_999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
