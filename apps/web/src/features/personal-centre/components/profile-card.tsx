import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TYPES,
  MessageCentreMessages,
  PersonalMessages,
  type PersonalProfile,
} from '@onehall/contract';
import { App, Avatar, Button, Card, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { uploadAvatarImage, useSaveAvatar } from '../api/set-avatar.ts';

/** The left card: avatar (replaceable), name, account, department and roles. */
export function ProfileCard({ profile }: { profile: PersonalProfile }) {
  const { message } = App.useApp();
  const save = useSaveAvatar();
  const [uploading, setUploading] = useState(false);

  const replace = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadAvatarImage(file);
      if (!isOk(uploaded)) return reportError(uploaded);
      const saved = await save.mutateAsync(uploaded.result.id);
      if (!isOk(saved)) return reportError(saved);
      message.success(PersonalMessages.avatarSaved);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card className="oh-personal-card">
      <div className="oh-personal-card__head">
        <Avatar size={88} src={profile.avatarUrl ?? undefined} icon={<UserOutlined />} alt={`${profile.name}的头像`} />
        <Typography.Title level={4} className="oh-personal-card__name">
          {profile.name}
        </Typography.Title>
        <Typography.Text type="secondary">{profile.account}</Typography.Text>
        <Typography.Text>{profile.deptName || '未分配部门'}</Typography.Text>
        <div className="oh-personal-card__roles">
          {profile.roles.map((r) => (
            <Tag key={r.roleAlias} color="blue">
              {r.roleName}
            </Tag>
          ))}
        </div>
        <Upload
          accept={MESSAGE_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) reportError(MessageCentreMessages.imageType);
            else if (file.size > MESSAGE_IMAGE_MAX_BYTES) reportError(MessageCentreMessages.imageTooLarge);
            else void replace(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            更换头像
          </Button>
        </Upload>
      </div>
    </Card>
  );
}
