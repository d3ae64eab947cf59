import { unlockScreen as unlockScreenDef } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Checks the signed-in user's password to open the locked screen (auth/unlock). */
export const unlockScreen = (password: string) => call(unlockScreenDef, { body: { password } });
