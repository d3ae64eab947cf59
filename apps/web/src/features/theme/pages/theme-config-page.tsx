import { THEMES, ThemeMessages } from '@onehall/contract';
import { App, Button, Form, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { ConfigPage, PanelForm, PanelFormActions, savedOk } from '../../../components/config-page/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useThemeList } from '../api/get-theme-list.ts';
import { useThemeSetting } from '../api/get-theme-setting.ts';
import { useSaveSchoolTheme } from '../api/save-school-theme.ts';
import { ThemeChoices } from '../components/theme-choices.tsx';

/**
 * /userFrameConfig/themeConfig (主题配置, issue 19): the school's default
 * theme, which every user who has not chosen their own gets
 * (docs/design/theme.md).
 */
export default function ThemeConfigPage() {
  const { message } = App.useApp();
  const userId = useAuthStore((s) => s.userInfo?.user_id ?? '');
  const list = useThemeList();
  const setting = useThemeSetting(userId);
  const save = useSaveSchoolTheme();
  const [chosen, setChosen] = useState<string | null>(null);
  const saved = setting.data?.schoolThemeId ?? null;
  useEffect(() => setChosen(saved), [saved]);

  const body = () => {
    if (setting.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (setting.isError)
      return (
        <Result
          status="error"
          title="主题配置加载失败"
          subTitle={setting.error.message}
          extra={<Button onClick={() => void setting.refetch()}>重试</Button>}
        />
      );
    const submit = async () => {
      if (!chosen) return;
      const env = await save.mutateAsync(chosen);
      if (savedOk(env)) void message.success(ThemeMessages.schoolSaved);
    };
    return (
      <PanelForm>
        <Form onFinish={() => void submit()}>
          <ThemeChoices themes={list.data ?? THEMES} label="学校默认主题" value={chosen} onChange={setChosen} />
          <PanelFormActions saving={save.isPending} onCancel={() => setChosen(saved)} />
        </Form>
      </PanelForm>
    );
  };

  return (
    <ConfigPage title="主题配置" description="选择学校默认主题：未自行选择主题的用户登录后看到它，用户可在个人中心改为自己的主题。">
      {body()}
    </ConfigPage>
  );
}
