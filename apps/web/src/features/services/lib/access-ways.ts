import { ACCESS_WAY_COMB_STR } from '@onehall/contract';

/** The code a new service starts with: its address is opened as it is. */
export const ACCESS_WAY_DIRECT = 1;

export interface AccessWayOption {
  value: number;
  label: string;
}

/**
 * The 访问方式 choices. SPEC §9 gives one code a meaning (5: the opener appends
 * `combStr`, the signed-in account); the server accepts 1–9 and every other
 * code opens the address unchanged, so those are the two choices. A service
 * holding another code (an import, older data) keeps it as its own option,
 * so saving the form does not change it.
 */
export function accessWayOptions(stored?: number): AccessWayOption[] {
  const options: AccessWayOption[] = [
    { value: ACCESS_WAY_DIRECT, label: '直接访问' },
    { value: ACCESS_WAY_COMB_STR, label: '附带登录账号（combStr 参数）' },
  ];
  if (stored !== undefined && !options.some((o) => o.value === stored)) {
    options.push({ value: stored, label: `其他（代码 ${stored}，直接访问）` });
  }
  return options;
}
