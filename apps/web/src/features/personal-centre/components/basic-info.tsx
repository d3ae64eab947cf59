import type { PersonalProfile } from '@onehall/contract';
import { Descriptions } from 'antd';

/** 基本信息: what the school keeps about the caller (read-only: the school's systems own it). */
export function BasicInfo({ profile }: { profile: PersonalProfile }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        { key: 'name', label: '姓名', children: profile.name },
        { key: 'account', label: '账号', children: profile.account },
        { key: 'dept', label: '所属部门', children: profile.deptName || '未分配部门' },
        { key: 'roles', label: '身份', children: profile.roles.map((r) => r.roleName).join('、') || '—' },
      ]}
    />
  );
}
