import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudServerOutlined,
  CoffeeOutlined,
  CompassOutlined,
  ContactsOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LikeOutlined,
  LoginOutlined,
  LogoutOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  PayCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SmileOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Avatar } from 'antd';
import { type ComponentType, useState } from 'react';
import { safeHref } from '../../lib/safe-content.ts';
import { type GlyphName, iconFor, type ServiceIconSource, TONES } from '../../lib/service-icon.ts';
import './service-icon.css';

// Named imports, not the whole set, so the bundle carries only these glyphs.
const GLYPHS: Record<GlyphName, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudServerOutlined,
  CoffeeOutlined,
  CompassOutlined,
  ContactsOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LikeOutlined,
  LoginOutlined,
  LogoutOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  PayCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SmileOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
};

/** The class that shows a service name on at most two lines, the rest cut with an ellipsis (pair it with a `title`). */
export const SERVICE_NAME_TWO_LINES = 'oh-service-name-2';

/**
 * A service's icon wherever one is shown (issue 14): the uploaded icon, else a
 * glyph chosen by `iconFor`, else the first character, both on the category's
 * tint. Decorative: the name is always shown beside it.
 */
export function ServiceIcon({ service, size = 40 }: { service: ServiceIconSource; size?: number }) {
  // An uploaded icon that fails to load (deleted file, bad address) gives way to the glyph.
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeHref(service.serviceIcon);
  const choice = iconFor({ ...service, serviceIcon: src === failed ? null : src });
  if (choice.kind === 'image')
    return (
      <Avatar
        shape="square"
        size={size}
        src={choice.src}
        alt=""
        aria-hidden
        className="oh-service-icon"
        onError={() => {
          setFailed(choice.src);
          return false;
        }}
      />
    );
  const style = TONES[choice.tone];
  if (choice.kind === 'glyph') {
    const Glyph = GLYPHS[choice.glyph];
    return <Avatar shape="square" size={size} icon={<Glyph />} style={style} aria-hidden className="oh-service-icon" />;
  }
  return (
    <Avatar shape="square" size={size} style={style} aria-hidden className="oh-service-icon oh-service-icon--letter">
      {choice.letter}
    </Avatar>
  );
}
