import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';
import { safeHref } from '../../lib/safe-content.ts';
import { type GlyphName, iconFor, type ServiceIconSource, TONES } from '../../lib/service-icon.ts';
import './service-icon.css';

type GlyphModule = { default: ComponentType };

/**
 * One chunk per glyph, fetched when a service first shows it: the whole set
 * is about 20 KB gzip and a page shows a handful (issue 14: the visitor
 * landing's script budget). A glyph once loaded renders at once after that.
 */
const GLYPHS: Record<GlyphName, () => Promise<GlyphModule>> = {
  AccountBookOutlined: () => import('@ant-design/icons/es/icons/AccountBookOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  BankOutlined: () => import('@ant-design/icons/es/icons/BankOutlined'),
  BookOutlined: () => import('@ant-design/icons/es/icons/BookOutlined'),
  BulbOutlined: () => import('@ant-design/icons/es/icons/BulbOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  CarOutlined: () => import('@ant-design/icons/es/icons/CarOutlined'),
  CloudServerOutlined: () => import('@ant-design/icons/es/icons/CloudServerOutlined'),
  CoffeeOutlined: () => import('@ant-design/icons/es/icons/CoffeeOutlined'),
  CompassOutlined: () => import('@ant-design/icons/es/icons/CompassOutlined'),
  ContactsOutlined: () => import('@ant-design/icons/es/icons/ContactsOutlined'),
  ContainerOutlined: () => import('@ant-design/icons/es/icons/ContainerOutlined'),
  CreditCardOutlined: () => import('@ant-design/icons/es/icons/CreditCardOutlined'),
  EditOutlined: () => import('@ant-design/icons/es/icons/EditOutlined'),
  EnvironmentOutlined: () => import('@ant-design/icons/es/icons/EnvironmentOutlined'),
  ExperimentOutlined: () => import('@ant-design/icons/es/icons/ExperimentOutlined'),
  FieldTimeOutlined: () => import('@ant-design/icons/es/icons/FieldTimeOutlined'),
  FileProtectOutlined: () => import('@ant-design/icons/es/icons/FileProtectOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FlagOutlined: () => import('@ant-design/icons/es/icons/FlagOutlined'),
  FolderOpenOutlined: () => import('@ant-design/icons/es/icons/FolderOpenOutlined'),
  GiftOutlined: () => import('@ant-design/icons/es/icons/GiftOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
  HeartOutlined: () => import('@ant-design/icons/es/icons/HeartOutlined'),
  HomeOutlined: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  InboxOutlined: () => import('@ant-design/icons/es/icons/InboxOutlined'),
  KeyOutlined: () => import('@ant-design/icons/es/icons/KeyOutlined'),
  LikeOutlined: () => import('@ant-design/icons/es/icons/LikeOutlined'),
  LoginOutlined: () => import('@ant-design/icons/es/icons/LoginOutlined'),
  LogoutOutlined: () => import('@ant-design/icons/es/icons/LogoutOutlined'),
  MailOutlined: () => import('@ant-design/icons/es/icons/MailOutlined'),
  MedicineBoxOutlined: () => import('@ant-design/icons/es/icons/MedicineBoxOutlined'),
  PayCircleOutlined: () => import('@ant-design/icons/es/icons/PayCircleOutlined'),
  ReadOutlined: () => import('@ant-design/icons/es/icons/ReadOutlined'),
  RiseOutlined: () => import('@ant-design/icons/es/icons/RiseOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons/es/icons/SafetyCertificateOutlined'),
  SafetyOutlined: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons/es/icons/ScheduleOutlined'),
  SmileOutlined: () => import('@ant-design/icons/es/icons/SmileOutlined'),
  SolutionOutlined: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  ToolOutlined: () => import('@ant-design/icons/es/icons/ToolOutlined'),
  TrophyOutlined: () => import('@ant-design/icons/es/icons/TrophyOutlined'),
  UserAddOutlined: () => import('@ant-design/icons/es/icons/UserAddOutlined'),
  UserOutlined: () => import('@ant-design/icons/es/icons/UserOutlined'),
  WarningOutlined: () => import('@ant-design/icons/es/icons/WarningOutlined'),
};

const loadedGlyphs = new Map<GlyphName, ComponentType>();

/** The glyph's component once its chunk is in, else undefined (and it is fetched). */
function useGlyph(name: GlyphName | null): ComponentType | undefined {
  const [, setLoaded] = useState<ComponentType>();
  useEffect(() => {
    if (!name || loadedGlyphs.has(name)) return;
    let live = true;
    void GLYPHS[name]().then(({ default: glyph }) => {
      loadedGlyphs.set(name, glyph);
      if (live) setLoaded(() => glyph);
    });
    return () => {
      live = false;
    };
  }, [name]);
  return name ? loadedGlyphs.get(name) : undefined;
}

/** antd's class for a glyph (`anticon-file-text` for FileTextOutlined), so its stand-in reads the same while it loads. */
const glyphClass = (name: GlyphName) =>
  `anticon anticon-${name.replace(/Outlined$/, '').replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}`;

/** The class that shows a service name on at most two lines, the rest cut with an ellipsis (pair it with a `title`). */
export const SERVICE_NAME_TWO_LINES = 'oh-service-name-2';

/**
 * A service's icon wherever one is shown (issue 14): the uploaded icon, else a
 * glyph chosen by `iconFor`, else the first character, both on the category's
 * tint. Decorative: the name is always shown beside it. A plain square rather
 * than antd's Avatar: the visitor landing shows it and loads no antd.
 */
export function ServiceIcon({ service, size = 40 }: { service: ServiceIconSource; size?: number }) {
  // An uploaded icon that fails to load (deleted file, bad address) gives way to the glyph.
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeHref(service.serviceIcon);
  const choice = iconFor({ ...service, serviceIcon: src === failed ? null : src });
  const Glyph = useGlyph(choice.kind === 'glyph' ? choice.glyph : null);
  const box: CSSProperties = { width: size, height: size, fontSize: size / 2 };
  if (choice.kind === 'image')
    return (
      <span className="oh-service-icon" style={box} aria-hidden>
        <img src={choice.src} alt="" onError={() => setFailed(choice.src)} />
      </span>
    );
  const style = { ...box, ...TONES[choice.tone] };
  if (choice.kind === 'glyph')
    return (
      <span className="oh-service-icon" style={style} aria-hidden>
        {Glyph ? <Glyph /> : <span className={glyphClass(choice.glyph)} />}
      </span>
    );
  return (
    <span className="oh-service-icon oh-service-icon--letter" style={{ ...style, fontSize: Math.round(size * 0.45) }} aria-hidden>
      {choice.letter}
    </span>
  );
}
