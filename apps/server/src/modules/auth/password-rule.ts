/**
 * The installation's password rule (SPEC §5: password rules come from the
 * server). Served by getPasswordReg, so the web checks with the same
 * expression the server enforces on a change and on imported initial passwords.
 */
export const PASSWORD_RULE = {
  pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/,
  message: '密码须为8到64位，且同时包含字母和数字',
} as const;

export function passwordRuleOk(password: string): boolean {
  return PASSWORD_RULE.pattern.test(password);
}
