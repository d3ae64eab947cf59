import { getPasswordReg } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/**
 * The password rule of the forced password change (SPEC §5); the server checks
 * it again. Its key is refreshed when an administrator saves the password policy.
 */

export const passwordRuleKey = ['auth', 'passwordRule'] as const;

export const fetchPasswordRule = () => call(getPasswordReg, { body: null });

export const passwordRuleOptions = () =>
  queryOptions({
    queryKey: passwordRuleKey,
    queryFn: async () => {
      const rule = await unwrap(fetchPasswordRule(), '密码规则加载失败');
      return { pattern: new RegExp(rule.passwordReg), message: rule.passwordRegMsg };
    },
    staleTime: 0,
    retry: false,
  });

export const usePasswordRule = () => useQuery(passwordRuleOptions());
