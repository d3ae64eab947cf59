import { themeById } from '@onehall/contract';
import { Button, Skeleton, Typography } from 'antd';
import { useAuthStore } from '../../../stores/auth.ts';
import { themeOf, useThemeStore } from '../../../stores/theme.ts';
import { useThemeList } from '../api/get-theme-list.ts';
import { useThemeSetting } from '../api/get-theme-setting.ts';
import { ThemeChoices } from './theme-choices.tsx';
import { useSwitchTheme } from './use-switch-theme.ts';

/**
 * 我的主题 (the personal centre shows it): the signed-in user's own theme,
 * applied at once and kept for every device, or the school's default.
 */
export function ThemePicker() {
  const userId = useAuthStore((s) => s.userInfo?.user_id ?? '');
  const list = useThemeList();
  const setting = useThemeSetting(userId, userId !== '');
  const painted = useThemeStore((s) => themeOf(s, userId));
  const switchTheme = useSwitchTheme();

  if (setting.isPending || !list.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const school = setting.data ? themeById(setting.data.schoolThemeId) : null;
  const following = setting.data?.userThemeId === null;

  return (
    <section className="oh-theme-picker" aria-label="我的主题">
      <ThemeChoices
        themes={list.data}
        label="选择主题"
        value={painted?.themeId ?? setting.data?.theme.themeId ?? null}
        onChange={(themeId) => void switchTheme(themeId)}
      />
      {school && (
        <Typography.Paragraph type="secondary" className="oh-theme-picker__school">
          学校默认主题：{school.themeName}
          {following ? (
            '（正在使用）'
          ) : (
            <Button type="link" size="small" onClick={() => void switchTheme(null)}>
              使用学校默认主题
            </Button>
          )}
        </Typography.Paragraph>
      )}
    </section>
  );
}
