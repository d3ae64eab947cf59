import { THREE_LISTS_INTRODUCTION_MAX, THREE_LISTS_TITLE_MAX, type ThreeListsConfig } from '@onehall/contract';
import { App, Button, Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { useSaveThreeListsConfig } from '../api/save-config.ts';
import { configBody } from '../lib/config-body.ts';

interface GeneralValues {
  title: string;
  introduction: string;
  showDuties: boolean;
  showServices: boolean;
  showRelation: boolean;
  visitorAllowed: boolean;
  isDutyTypeMust: boolean;
}

const SWITCHES: { name: keyof GeneralValues; label: string; help: string }[] = [
  { name: 'showDuties', label: '显示职责清单', help: '关闭后，三清单页面不再显示各部门的职责，职责搜索也一并关闭。' },
  { name: 'showServices', label: '显示服务清单', help: '关闭后，三清单页面不再显示各部门提供的服务。' },
  { name: 'showRelation', label: '显示关系清单', help: '关闭后，三清单页面不再显示职责与服务的对应关系。' },
  { name: 'visitorAllowed', label: '允许访客查看', help: '关闭后，未登录的访客打开三清单时会被提示先登录。' },
  { name: 'isDutyTypeMust', label: '职责类型必填', help: '开启后，新增、编辑和导入职责时都必须选择职责类型。' },
];

/** 页面设置: title, introduction and the switches of the configuration, saved together. */
export function GeneralSettings({ config }: { config: ThreeListsConfig }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GeneralValues>();
  const save = useSaveThreeListsConfig();

  useEffect(() => {
    form.setFieldsValue(config);
  }, [config, form]);

  const submit = async (values: GeneralValues) => {
    const env = await save.mutateAsync(
      configBody(config, { ...values, title: values.title.trim(), introduction: values.introduction.trim() }),
    );
    if (savedOk(env)) void message.success('保存成功');
  };

  return (
    <Form<GeneralValues> form={form} layout="vertical" initialValues={config} onFinish={(v) => void submit(v)} className="oh-tl-settings">
      <Form.Item name="title" label="页面标题" {...fieldRules({ label: '页面标题', required: true, max: THREE_LISTS_TITLE_MAX })}>
        <Input maxLength={THREE_LISTS_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="introduction" label="页面介绍" {...fieldRules({ label: '页面介绍', max: THREE_LISTS_INTRODUCTION_MAX })}>
        <Input.TextArea maxLength={THREE_LISTS_INTRODUCTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <div className="oh-tl-settings__switches">
        {SWITCHES.map((s) => (
          <Form.Item key={s.name} name={s.name} label={s.label} valuePropName="checked" extra={s.help}>
            <Switch checkedChildren="开" unCheckedChildren="关" />
          </Form.Item>
        ))}
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}
