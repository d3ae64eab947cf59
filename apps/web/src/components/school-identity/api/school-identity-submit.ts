import { type BodyOf, schoolIdentitySubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { SCHOOL_IDENTITY_READERS } from '../../../api/query-keys.ts';
import { schoolIdentityKey } from './keys.ts';

export const submitSchoolIdentity = (body: BodyOf<typeof schoolIdentitySubmit>) => call(schoolIdentitySubmit, { body });

/** A saved identity refreshes every page's view of the school, not only the form. */
export const useSubmitSchoolIdentity = () => useEnvelopeMutation(submitSchoolIdentity, schoolIdentityKey, ...SCHOOL_IDENTITY_READERS);
