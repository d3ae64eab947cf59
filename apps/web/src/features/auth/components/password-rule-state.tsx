import { Alert, Button, Skeleton } from 'antd';
import type { usePasswordRule } from '../api/get-password-rule.ts';

/** What a password form shows instead of itself while the school's password rule loads or cannot be read; null once it is there. */
export function passwordRuleState(rule: ReturnType<typeof usePasswordRule>) {
  if (rule.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (rule.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={rule.error.message}
        action={
          <Button size="small" onClick={() => void rule.refetch()}>
            重试
          </Button>
        }
      />
    );
  return null;
}
