import { PasswordMessages } from '@onehall/contract';
import type { FormRule } from 'antd';

/** The school's password rule as the forms check it (get-password-rule.ts). */
interface PasswordRule {
  pattern: RegExp;
  message: string;
}

/**
 * 新密码's rules: required, the school's rule, not the old password (read at
 * validation time: a form field or a password held outside the form).
 */
export function newPasswordRules(rule: PasswordRule, oldPassword: (getFieldValue: (name: string) => unknown) => unknown): FormRule[] {
  return [
    { required: true, message: PasswordMessages.newRequired },
    { pattern: rule.pattern, message: rule.message },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        value === oldPassword(getFieldValue) ? Promise.reject(new Error(PasswordMessages.sameAsOld)) : Promise.resolve(),
    }),
  ];
}

/** 确认新密码's rules: required and equal to the field `newPassword`. */
export const confirmPasswordRules: FormRule[] = [
  { required: true, message: PasswordMessages.confirmRequired },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.mismatch)),
  }),
];
