import { themeSetUpSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { themeKeys } from './keys.ts';

/** The school's default theme (themeSetUp/submit, administrators). */
export const saveSchoolTheme = (themeId: string) => call(themeSetUpSubmit, { body: { themeId } });

export const useSaveSchoolTheme = () => useEnvelopeMutation(saveSchoolTheme, themeKeys.all);
