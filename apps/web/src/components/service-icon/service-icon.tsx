import type { AbstractNode as GlyphNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { type CSSProperties, createElement, useEffect, useState } from 'react';
import { safeHref } from '../../lib/safe-content.ts';
import { type GlyphName, iconFor, type ServiceIconSource, TONES } from '../../lib/service-icon.ts';
import './service-icon.css';

type GlyphModule = { default: IconDefinition };

/**
 * One chunk per glyph, fetched when a service first shows it: the whole set
 * is about 20 KB gzip and a page shows a handful (issue 14: the visitor
 * landing's script budget). A glyph once loaded renders at once after that.
 * The glyphs are Ant Design's own (`@ant-design/icons-svg`, what
 * `@ant-design/icons` draws), drawn here without that package's component
 * runtime, which cost the landing about 4 KB gzip.
 */
const GLYPHS: Record<GlyphName, () => Promise<GlyphModule>> = {
  AccountBookOutlined: () => import('@ant-design/icons-svg/es/asn/AccountBookOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons-svg/es/asn/AppstoreOutlined'),
  BankOutlined: () => import('@ant-design/icons-svg/es/asn/BankOutlined'),
  BookOutlined: () => import('@ant-design/icons-svg/es/asn/BookOutlined'),
  BulbOutlined: () => import('@ant-design/icons-svg/es/asn/BulbOutlined'),
  CalendarOutlined: () => import('@ant-design/icons-svg/es/asn/CalendarOutlined'),
  CarOutlined: () => import('@ant-design/icons-svg/es/asn/CarOutlined'),
  CloudServerOutlined: () => import('@ant-design/icons-svg/es/asn/CloudServerOutlined'),
  CoffeeOutlined: () => import('@ant-design/icons-svg/es/asn/CoffeeOutlined'),
  CompassOutlined: () => import('@ant-design/icons-svg/es/asn/CompassOutlined'),
  ContactsOutlined: () => import('@ant-design/icons-svg/es/asn/ContactsOutlined'),
  ContainerOutlined: () => import('@ant-design/icons-svg/es/asn/ContainerOutlined'),
  CreditCardOutlined: () => import('@ant-design/icons-svg/es/asn/CreditCardOutlined'),
  EditOutlined: () => import('@ant-design/icons-svg/es/asn/EditOutlined'),
  EnvironmentOutlined: () => import('@ant-design/icons-svg/es/asn/EnvironmentOutlined'),
  ExperimentOutlined: () => import('@ant-design/icons-svg/es/asn/ExperimentOutlined'),
  FieldTimeOutlined: () => import('@ant-design/icons-svg/es/asn/FieldTimeOutlined'),
  FileProtectOutlined: () => import('@ant-design/icons-svg/es/asn/FileProtectOutlined'),
  FileTextOutlined: () => import('@ant-design/icons-svg/es/asn/FileTextOutlined'),
  FlagOutlined: () => import('@ant-design/icons-svg/es/asn/FlagOutlined'),
  FolderOpenOutlined: () => import('@ant-design/icons-svg/es/asn/FolderOpenOutlined'),
  GiftOutlined: () => import('@ant-design/icons-svg/es/asn/GiftOutlined'),
  GlobalOutlined: () => import('@ant-design/icons-svg/es/asn/GlobalOutlined'),
  HeartOutlined: () => import('@ant-design/icons-svg/es/asn/HeartOutlined'),
  HomeOutlined: () => import('@ant-design/icons-svg/es/asn/HomeOutlined'),
  IdcardOutlined: () => import('@ant-design/icons-svg/es/asn/IdcardOutlined'),
  InboxOutlined: () => import('@ant-design/icons-svg/es/asn/InboxOutlined'),
  KeyOutlined: () => import('@ant-design/icons-svg/es/asn/KeyOutlined'),
  LikeOutlined: () => import('@ant-design/icons-svg/es/asn/LikeOutlined'),
  LoginOutlined: () => import('@ant-design/icons-svg/es/asn/LoginOutlined'),
  LogoutOutlined: () => import('@ant-design/icons-svg/es/asn/LogoutOutlined'),
  MailOutlined: () => import('@ant-design/icons-svg/es/asn/MailOutlined'),
  MedicineBoxOutlined: () => import('@ant-design/icons-svg/es/asn/MedicineBoxOutlined'),
  PayCircleOutlined: () => import('@ant-design/icons-svg/es/asn/PayCircleOutlined'),
  ReadOutlined: () => import('@ant-design/icons-svg/es/asn/ReadOutlined'),
  RiseOutlined: () => import('@ant-design/icons-svg/es/asn/RiseOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'),
  SafetyOutlined: () => import('@ant-design/icons-svg/es/asn/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons-svg/es/asn/ScheduleOutlined'),
  SmileOutlined: () => import('@ant-design/icons-svg/es/asn/SmileOutlined'),
  SolutionOutlined: () => import('@ant-design/icons-svg/es/asn/SolutionOutlined'),
  TeamOutlined: () => import('@ant-design/icons-svg/es/asn/TeamOutlined'),
  ToolOutlined: () => import('@ant-design/icons-svg/es/asn/ToolOutlined'),
  TrophyOutlined: () => import('@ant-design/icons-svg/es/asn/TrophyOutlined'),
  UserAddOutlined: () => import('@ant-design/icons-svg/es/asn/UserAddOutlined'),
  UserOutlined: () => import('@ant-design/icons-svg/es/asn/UserOutlined'),
  WarningOutlined: () => import('@ant-design/icons-svg/es/asn/WarningOutlined'),
};

const loadedGlyphs = new Map<GlyphName, GlyphNode>();

/** The glyph's drawing once its chunk is in, else undefined (and it is fetched). */
function useGlyph(name: GlyphName | null): GlyphNode | undefined {
  const [, setLoaded] = useState<GlyphNode>();
  useEffect(() => {
    if (!name || loadedGlyphs.has(name)) return;
    let live = true;
    void GLYPHS[name]().then(({ default: glyph }) => {
      // Outlined glyphs are drawings; only two-tone ones are functions of their colours.
      const drawing = typeof glyph.icon === 'function' ? glyph.icon('currentColor', 'currentColor') : glyph.icon;
      loadedGlyphs.set(name, drawing);
      if (live) setLoaded(drawing);
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

/** A glyph's elements as React elements, sized 1 em in the current colour as `@ant-design/icons` draws them. */
function drawGlyph(node: GlyphNode, key?: number): ReturnType<typeof createElement> {
  const props = node.tag === 'svg' ? { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true } : node.attrs;
  return createElement(node.tag, { ...props, key }, ...(node.children ?? []).map((child, i) => drawGlyph(child, i)));
}

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
  const glyph = useGlyph(choice.kind === 'glyph' ? choice.glyph : null);
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
        <span className={glyphClass(choice.glyph)}>{glyph && drawGlyph(glyph)}</span>
      </span>
    );
  return (
    <span className="oh-service-icon oh-service-icon--letter" style={{ ...style, fontSize: Math.round(size * 0.45) }} aria-hidden>
      {choice.letter}
    </span>
  );
}
