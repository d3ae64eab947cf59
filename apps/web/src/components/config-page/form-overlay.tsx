import { App, Button, Drawer, Form, type FormInstance, type FormProps, Grid, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The two widths of a configuration form, in px: a few fields, or a long form with grouped fields. */
export const FORM_WIDTHS = { normal: 560, wide: 720 } as const;

export interface FormOverlayProps<T extends object> {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  /**
   * Saves the validated values; resolve `true` when saved (the overlay then
   * closes) and `false` when refused (it stays open with what was typed).
   */
  onSubmit: (values: T) => Promise<boolean>;
  onClose: () => void;
  /** Values the form is reset to each time it opens. */
  initialValues?: Partial<T>;
  /** 保存 unless given (确定 for a choice rather than an edit). */
  okText?: string;
  width?: keyof typeof FORM_WIDTHS;
  /** Keeps the primary button inert while the form cannot be sent yet (its options still loading). */
  submitDisabled?: boolean;
  /** Ask before discarding typed changes on 取消 or close. */
  confirmDiscard?: boolean;
  /** Other props of the antd Form (onValuesChange …). */
  formProps?: Omit<FormProps<T>, 'form' | 'onFinish' | 'children'>;
  children: ReactNode;
}

/** Open/reset, save and discard, shared by the modal and the drawer. */
function useFormOverlay<T extends object>({ open, form, onSubmit, onClose, initialValues, confirmDiscard }: FormOverlayProps<T>) {
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  // A ref, not the state: two clicks in one frame both see `saving` still false.
  const inFlight = useRef(false);
  const initial = useRef(initialValues);
  initial.current = initialValues;

  // Reset on each opening only: a caller's fresh `initialValues` object on every render must not wipe what is typed.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial.current) form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);

  const save = async (values: T) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const cancel = () => {
    if (saving) return;
    if (!confirmDiscard || !form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: '放弃未保存的修改吗？',
      content: '关闭后，本次填写的内容不会保存。',
      okText: '放弃修改',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: onClose,
    });
  };

  return { saving, save, cancel };
}

/** 取消 then the primary button, right-aligned; the primary one is busy and inert while saving. */
function Footer({
  okText,
  saving,
  disabled,
  onCancel,
  onOk,
}: {
  okText: string;
  saving: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onOk: () => void;
}) {
  return (
    <div className="oh-form-footer">
      <Button onClick={onCancel} disabled={saving}>
        取消
      </Button>
      <Button type="primary" loading={saving} disabled={disabled} onClick={onOk}>
        {okText}
      </Button>
    </div>
  );
}

function FormBody<T extends object>({ form, formProps, save, children }: FormOverlayProps<T> & { save: (v: T) => Promise<void> }) {
  return (
    <Form<T> layout="vertical" {...formProps} form={form} onFinish={(v) => void save(v)}>
      {children}
    </Form>
  );
}

/**
 * The add/edit dialog of a configuration page: a vertical form, 取消 and 保存
 * at the bottom right, closing only once saved. Its content is dropped while
 * closed, so a closed form leaves nothing behind on the page.
 */
export function FormModal<T extends object>(props: FormOverlayProps<T>) {
  const { open, title, form, okText = '保存', width = 'normal' } = props;
  const { saving, save, cancel } = useFormOverlay(props);
  return (
    <Modal
      open={open}
      title={title}
      width={FORM_WIDTHS[width]}
      onCancel={cancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<Footer okText={okText} saving={saving} disabled={props.submitDisabled} onCancel={cancel} onOk={() => form.submit()} />}
    >
      <FormBody {...props} save={save} />
    </Modal>
  );
}

/** The same form in a side drawer, for forms too long for a dialog; full width on a phone. */
export function FormDrawer<T extends object>(props: FormOverlayProps<T>) {
  const { open, title, form, okText = '保存', width = 'wide' } = props;
  const { saving, save, cancel } = useFormOverlay(props);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      title={title}
      size={screens.md === false ? '100%' : FORM_WIDTHS[width]}
      onClose={cancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<Footer okText={okText} saving={saving} disabled={props.submitDisabled} onCancel={cancel} onOk={() => form.submit()} />}
    >
      <FormBody {...props} save={save} />
    </Drawer>
  );
}
