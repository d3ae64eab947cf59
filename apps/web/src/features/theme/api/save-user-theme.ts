import { userThemeSetUpSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** The caller's own theme; null follows the school's default again (userThemeSetUp/submit). */
export const saveUserTheme = (themeId: string | null) => call(userThemeSetUpSubmit, { body: { themeId } });
