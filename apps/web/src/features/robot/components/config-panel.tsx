import { UploadOutlined } from '@ant-design/icons';
import { MESSAGE_IMAGE_TYPES, ROBOT_ADDRESS_MAX, ROBOT_GREETING_MAX, ROBOT_NAME_MAX, type RobotAdminConfig } from '@onehall/contract';
import { App, Avatar, Button, Form, Input, Result, Skeleton, Switch, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { fieldRules, PanelForm, PanelFormActions, SITE_OR_WEB_ADDRESS, savedOk } from '../../../components/config-page/index.ts';
import { useRobotConfig } from '../api/get-config.ts';
import { useSaveRobotConfig } from '../api/save-config.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';

/** The robot as a user meets it: avatar, name and the greeting bubble. */
export function GreetingPreview({ name, avatar, greeting }: { name: string; avatar: string; greeting: string }) {
  return (
    <section className="oh-robot-preview" aria-label="欢迎语预览">
      <Avatar src={avatar || undefined} size={40} alt="">
        {name.slice(0, 1) || '慧'}
      </Avatar>
      <div>
        <div className="oh-robot-preview__name">{name || '智能客服'}</div>
        <div className="oh-robot-preview__bubble">{greeting || '（欢迎语）'}</div>
      </div>
    </section>
  );
}

/** 基本配置: who the robot is, where 帮助与反馈 leads, and whether it is open (to visitors). */
export function ConfigPanel() {
  const { message } = App.useApp();
  const [form] = Form.useForm<RobotAdminConfig>();
  const config = useRobotConfig();
  const save = useSaveRobotConfig();
  const [uploading, setUploading] = useState(false);
  const values = Form.useWatch([], form) as Partial<RobotAdminConfig> | undefined;

  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);

  if (config.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (config.isError)
    return (
      <Result
        status="error"
        title="智能客服配置加载失败"
        subTitle={config.error.message}
        extra={<Button onClick={() => void config.refetch()}>重试</Button>}
      />
    );

  const submit = async (v: RobotAdminConfig) => {
    const env = await save.mutateAsync({
      robotName: v.robotName.trim(),
      robotAvatar: (v.robotAvatar ?? '').trim(),
      greeting: v.greeting.trim(),
      helpFeedbackUrl: (v.helpFeedbackUrl ?? '').trim(),
      enabled: v.enabled,
      visitorAllowed: v.visitorAllowed,
    });
    if (savedOk(env)) void message.success('保存成功');
  };

  const pickAvatar = async (file: File) => {
    setUploading(true);
    const env = await uploadAvatar(file);
    setUploading(false);
    if (isOk(env)) form.setFieldValue('robotAvatar', env.result.url);
    else reportError(env);
  };

  return (
    <div className="oh-robot-config">
      <PanelForm>
        <Form<RobotAdminConfig> form={form} layout="vertical" onFinish={submit} aria-label="基本配置">
          <Form.Item name="robotName" label="机器人名称" {...fieldRules({ label: '机器人名称', required: true, max: ROBOT_NAME_MAX })}>
            <Input placeholder="如 小慧" />
          </Form.Item>
          <Form.Item label="头像" extra="不设置则显示名称的首字">
            <div className="oh-robot-config__avatar">
              <Form.Item
                name="robotAvatar"
                noStyle
                {...fieldRules({ label: '头像地址', max: ROBOT_ADDRESS_MAX, pattern: SITE_OR_WEB_ADDRESS })}
              >
                <Input placeholder="/static/robot.png 或 https://…" aria-label="头像地址" />
              </Form.Item>
              <Upload
                accept={MESSAGE_IMAGE_TYPES.join(',')}
                showUploadList={false}
                beforeUpload={(file) => {
                  void pickAvatar(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  上传头像
                </Button>
              </Upload>
            </div>
          </Form.Item>
          <Form.Item name="greeting" label="欢迎语" {...fieldRules({ label: '欢迎语', required: true, max: ROBOT_GREETING_MAX })}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item
            name="helpFeedbackUrl"
            label="帮助与反馈地址"
            extra="不填则不显示「帮助与反馈」入口"
            {...fieldRules({ label: '帮助与反馈地址', max: ROBOT_ADDRESS_MAX, pattern: SITE_OR_WEB_ADDRESS })}
          >
            <Input placeholder="/home/feedback 或 https://…" />
          </Form.Item>
          <Form.Item name="enabled" label="开启智能客服" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="visitorAllowed" label="允许访客使用" valuePropName="checked" extra="关闭后访客需登录后才能提问">
            <Switch />
          </Form.Item>
          <PanelFormActions saving={save.isPending} onCancel={() => config.data && form.setFieldsValue(config.data)} />
        </Form>
      </PanelForm>
      <GreetingPreview name={values?.robotName ?? ''} avatar={values?.robotAvatar ?? ''} greeting={values?.greeting ?? ''} />
    </div>
  );
}
