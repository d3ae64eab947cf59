import { OwnPasswordForm } from '../features/auth/components/own-password-form.tsx';
import PersonalCentrePage from '../features/personal-centre/pages/personal-centre-page.tsx';
import { MyFeedback } from '../features/robot-feedback/components/my-feedback.tsx';
import { AccountBindings } from '../features/sso/components/account-bindings.tsx';
import { ThemePicker } from '../features/theme/components/theme-picker.tsx';

/**
 * 个人中心 with the sections other areas own (issue 19): the password form
 * (auth), account bindings (sso), the caller's feedback tickets
 * (robot-feedback) and their theme (theme).
 */
export default function PersonalCentreRoute() {
  return (
    <PersonalCentrePage password={<OwnPasswordForm />} security={<AccountBindings />} feedback={<MyFeedback />} theme={<ThemePicker />} />
  );
}
