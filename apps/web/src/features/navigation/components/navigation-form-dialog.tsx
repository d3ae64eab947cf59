import { NAV_NAME_MAX, NAV_PATH_MAX, type NavigationConfigEntry } from '@onehall/contract';
import { Alert, App, Form, Input, Skeleton, Switch } from 'antd';
import { CheckList } from '../../../components/check-list/index.ts';
import { FormModal, fieldRules, SITE_OR_WEB_ADDRESS, savedOk } from '../../../components/config-page/index.ts';
import { useIdentityCards } from '../api/get-identity-cards.ts';
import { useSubmitNavigation } from '../api/submit-navigation.ts';

interface NavigationForm {
  navigationName: string;
  path?: string;
  configPath?: string;
  enabled: boolean;
  identities: string[];
}

export interface NavigationFormDialogProps {
  /** The entry being edited, `null` to add a custom one; the dialog is closed while `undefined`. */
  entry: NavigationConfigEntry | null | undefined;
  onClose: () => void;
}

/** Add or edit one navigation entry: name, address, identities it applies to, enabled state. */
export function NavigationFormDialog({ entry, onClose }: NavigationFormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NavigationForm>();
  const save = useSubmitNavigation();
  const open = entry !== undefined;
  const builtIn = entry?.isBuilt === 1;
  const identities = useIdentityCards(entry?.id, open);

  const submit = async (values: NavigationForm) => {
    const env = await save.mutateAsync({
      ...(entry ? { id: entry.id } : {}),
      navigationName: values.navigationName.trim(),
      ...(builtIn ? {} : { path: values.path?.trim() ?? '', configPath: values.configPath?.trim() || null }),
      isAuto: values.enabled ? 1 : 0,
      identities: values.identities ?? [],
    });
    if (!savedOk(env)) return false;
    void message.success(entry ? '修改成功' : '新增成功');
    return true;
  };

  return (
    <FormModal<NavigationForm>
      open={open}
      title={entry ? '编辑导航' : '新增导航'}
      form={form}
      initialValues={
        entry
          ? {
              navigationName: entry.navigationName,
              path: entry.path ?? '',
              configPath: entry.configPath ?? '',
              enabled: entry.isAuto === 1,
              identities: entry.identities,
            }
          : { enabled: true, identities: [] }
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="navigationName" label="导航名称" {...fieldRules({ label: '导航名称', required: true, max: NAV_NAME_MAX })}>
        <Input maxLength={NAV_NAME_MAX} showCount placeholder="显示在顶部菜单中的名称" />
      </Form.Item>
      {builtIn ? (
        <Alert type="info" showIcon title={`内置导航，地址固定为 ${entry?.path ?? ''}`} style={{ marginBottom: 16 }} />
      ) : (
        <>
          <Form.Item
            name="path"
            label="导航地址"
            {...fieldRules({ label: '导航地址', required: true, max: NAV_PATH_MAX, pattern: SITE_OR_WEB_ADDRESS })}
          >
            <Input maxLength={NAV_PATH_MAX} placeholder="/home/... 或 https://..." />
          </Form.Item>
          <Form.Item
            name="configPath"
            label="配置页地址"
            {...fieldRules({ label: '配置页地址', max: NAV_PATH_MAX, pattern: SITE_OR_WEB_ADDRESS })}
          >
            <Input maxLength={NAV_PATH_MAX} placeholder="选填" />
          </Form.Item>
        </>
      )}
      <Form.Item name="identities" label="适用身份" extra="不选择时对所有登录用户显示">
        {identities.isLoading ? (
          <Skeleton.Input active size="small" />
        ) : identities.isError ? (
          <Alert type="error" showIcon title="身份列表加载失败，请关闭后重试" />
        ) : (
          <CheckList aria-label="适用身份" options={(identities.data ?? []).map((c) => ({ label: c.roleName, value: c.roleAlias }))} />
        )}
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch checkedChildren="已启用" unCheckedChildren="未启用" />
      </Form.Item>
    </FormModal>
  );
}
