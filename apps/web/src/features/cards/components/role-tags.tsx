import { Space, Tag } from 'antd';
import { useRoles } from '../api/get-role-list.ts';

/** Role aliases as their names; no roles means every signed-in user. */
export function RoleTags({ roles }: { roles: string[] }) {
  const all = useRoles();
  if (roles.length === 0) return <span className="oh-muted">所有用户</span>;
  return (
    <Space size={[4, 4]} wrap>
      {roles.map((alias) => (
        <Tag key={alias}>{all.data?.find((r) => r.roleAlias === alias)?.roleName ?? alias}</Tag>
      ))}
    </Space>
  );
}
