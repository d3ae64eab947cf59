import { DEFAULT_THEME_COLOR, PRELOGIN_THEME_COLOR } from '@onehall/contract';
import type { ThemeConfig } from 'antd';

/**
 * The one place the portal's look is decided (issue 14, docs/design/tokens.md):
 * colours, radius, spacing, shadows and type. They reach the stylesheets as
 * CSS custom properties (`--oh-*`, written by `applyDesignTokens`) and antd
 * through `antdThemeTokens`, so a school colour or a dark theme is a call
 * with other inputs, not a rewrite. Kept free of antd's runtime (the type
 * import is erased) because the visitor landing loads it without antd.
 */

export type ThemeMode = 'light' | 'dark';

export interface DesignTokens {
  mode: ThemeMode;
  color: {
    /** The school's colour as configured (SPEC §3 "Theme"): accents, borders, icons, focus rings. */
    brand: string;
    /** The brand colour darkened until white text on it and it as text on the surface reach WCAG AA: fills, links, buttons. */
    primary: string;
    primaryHover: string;
    /** A tint of the brand for selected rows, chips and icon tiles. */
    primarySoft: string;
    /** The landing's colour (SPEC §3: #087EEB unless the landing configuration sets one) and its AA shade. */
    landing: string;
    landingStrong: string;
    onPrimary: string;
    /** Text on a fill from data (`readableFill`, which is AA under white): white in every theme. */
    onFill: string;
    text: string;
    textSecondary: string;
    /** The faintest text still meeting AA on the surface and on the page background. */
    textTertiary: string;
    border: string;
    divider: string;
    /** The page behind cards. */
    background: string;
    /** Cards, panels, the header's menus. */
    surface: string;
    surfaceMuted: string;
    success: string;
    warning: string;
    error: string;
  };
  radius: { sm: number; md: number; lg: number; pill: number };
  /** The spacing scale in px; components pick steps, never free values. */
  space: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
  shadow: { card: string; raised: string };
  font: {
    family: string;
    /** The type scale in px. */
    size: { sm: number; md: number; lg: number; xl: number; xxl: number; display: number };
    lineHeight: number;
  };
  /** Widths of the shell's content column. */
  layout: { contentMax: number; headerHeight: number };
}

const AA = 4.5;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with `other` by `amount` (0: hex, 1: other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/**
 * The lightest shade of `hex` (mixed towards black, or towards white on a dark
 * background) that reaches AA against `against`: a school may pick any colour,
 * and the portal still reads.
 */
export function readableShade(hex: string, against: string): string {
  const towards = luminance(against) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step += 1) {
    const shade = mix(hex, towards, step * 0.05);
    if (contrast(shade, against) >= AA) return shade;
  }
  return towards;
}

/**
 * A fill that carries white text (`onPrimary` in the light theme) from a
 * colour that data gives, such as a to-do state's `currentStatusBackgroundColor`
 * (#008cff, #fa8c16, #52c41a: 3.4, 2.4 and 2.1 : 1 under white): its AA shade.
 * Anything but `#rgb` / `#rrggbb` gives the primary colour, which is AA.
 */
export function readableFill(color: string): string {
  const hex = /^#[0-9a-f]{3}$/i.test(color) ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color;
  return /^#[0-9a-f]{6}$/i.test(hex) ? readableShade(hex, '#ffffff') : 'var(--oh-color-primary)';
}

/**
 * The tint of `brand` under selected rows and chips: 90 % white, or lighter
 * until `text` (the primary colour) on it still reads at AA.
 */
function readableTint(brand: string, text: string): string {
  for (let step = 0; step < 10; step += 1) {
    const tint = mix(brand, '#ffffff', 0.9 + step * 0.01);
    if (contrast(text, tint) >= AA) return tint;
  }
  return '#ffffff';
}

export interface TokenInputs {
  /** The school's theme colour; SPEC §3's default when none is configured. */
  brand?: string;
  landing?: string;
  mode?: ThemeMode;
}

export function designTokens({
  brand = DEFAULT_THEME_COLOR,
  landing = PRELOGIN_THEME_COLOR,
  mode = 'light',
}: TokenInputs = {}): DesignTokens {
  const dark = mode === 'dark';
  const surface = dark ? '#1b1f27' : '#ffffff';
  const background = dark ? '#111419' : '#f5f7fa';
  // One shade serves white text on it and it as text on the page and its cards: AA against the page's grey
  // (#f5f7fa, a little darker than white) holds on white too (#008cff → #0070cc; against white alone it was #0077d9, 4.2 : 1 on the grey).
  const primary = dark ? readableShade(brand, surface) : readableShade(brand, background);
  const landingStrong = readableShade(landing, '#ffffff');
  const surfaceMuted = dark ? '#222732' : '#f7f9fc';
  // State colours are text too (tags, alerts): on the dark theme's quietest surface they are lightened until AA.
  const state = (light: string, darkBase: string) => (dark ? readableShade(darkBase, surfaceMuted) : light);
  return {
    mode,
    color: {
      brand,
      primary,
      primaryHover: dark ? mix(primary, '#ffffff', 0.15) : mix(primary, '#000000', 0.12),
      primarySoft: dark ? mix(brand, surface, 0.82) : readableTint(brand, primary),
      landing,
      landingStrong,
      onPrimary: dark ? '#0b0d11' : '#ffffff',
      onFill: '#ffffff',
      text: dark ? '#e6e9ef' : '#1f2329',
      textSecondary: dark ? '#b4bac5' : '#4e5969',
      textTertiary: dark ? '#8d95a3' : '#646a73',
      border: dark ? '#343a46' : '#d9dee7',
      divider: dark ? '#2a2f39' : '#eef0f3',
      background,
      surface,
      surfaceMuted,
      success: state('#237804', '#49aa19'),
      warning: state('#ad4e00', '#d89614'),
      error: state('#c4161c', '#dc4446'),
    },
    radius: { sm: 4, md: 8, lg: 12, pill: 999 },
    space: { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
    shadow: dark
      ? { card: '0 1px 2px rgba(0, 0, 0, 0.4)', raised: '0 6px 16px rgba(0, 0, 0, 0.5)' }
      : { card: '0 1px 2px rgba(16, 35, 63, 0.06), 0 2px 8px rgba(16, 35, 63, 0.04)', raised: '0 6px 16px rgba(16, 35, 63, 0.12)' },
    font: {
      family:
        '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
      size: { sm: 12, md: 14, lg: 16, xl: 20, xxl: 24, display: 32 },
      lineHeight: 1.5715,
    },
    layout: { contentMax: 1440, headerHeight: 64 },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The tokens as `--oh-*` custom properties, e.g. `--oh-color-primary`, `--oh-space-lg`, `--oh-font-size-md`. */
export function cssVariables(t: DesignTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.color)) vars[`--oh-color-${kebab(k)}`] = v;
  for (const [k, v] of Object.entries(t.radius)) vars[`--oh-radius-${k}`] = `${v}px`;
  for (const [k, v] of Object.entries(t.space)) vars[`--oh-space-${k}`] = `${v}px`;
  for (const [k, v] of Object.entries(t.shadow)) vars[`--oh-shadow-${k}`] = v;
  for (const [k, v] of Object.entries(t.font.size)) vars[`--oh-font-size-${k}`] = `${v}px`;
  for (const [k, v] of Object.entries(t.layout)) vars[`--oh-${kebab(k)}`] = `${v}px`;
  vars['--oh-font-family'] = t.font.family;
  vars['--oh-line-height'] = String(t.font.lineHeight);
  return vars;
}

/** Writes the tokens as custom properties on the document (one style element, replaced on each call: a theme switch is one call). */
export function applyDesignTokens(t: DesignTokens, doc: Document = document): void {
  const body = Object.entries(cssVariables(t))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  let style = doc.getElementById('oh-tokens');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'oh-tokens';
    doc.head.prepend(style);
  }
  style.textContent = `:root{${body};color-scheme:${t.mode}}`;
}

/** The quiet fill under text in a state colour (a tag, an alert): a tint of it that keeps the text at AA. */
function stateFill(t: DesignTokens, color: string): string {
  return t.mode === 'dark' ? mix(color, t.color.surface, 0.82) : readableTint(color, color);
}

/** antd's global tokens from ours (the dark algorithm is chosen by the antd provider from `mode`). */
export function antdThemeTokens(t: DesignTokens): NonNullable<ThemeConfig['token']> {
  return {
    colorPrimary: t.color.primary,
    colorLink: t.color.primary,
    colorLinkHover: t.color.primaryHover,
    colorInfo: t.color.primary,
    // Text on primary fills (primary buttons, badges): white, dark on the dark theme's light primary.
    colorTextLightSolid: t.color.onPrimary,
    colorSuccess: t.color.success,
    colorWarning: t.color.warning,
    colorError: t.color.error,
    // antd derives these fills from the state colour, and for our AA state colours it gives a greyish tint
    // (#ede4d5 under #ad4e00: 4.3 : 1). A tag or alert's text in that colour on its fill must read at AA.
    colorInfoBg: t.color.primarySoft,
    colorSuccessBg: stateFill(t, t.color.success),
    colorWarningBg: stateFill(t, t.color.warning),
    colorErrorBg: stateFill(t, t.color.error),
    colorText: t.color.text,
    colorTextSecondary: t.color.textSecondary,
    colorTextTertiary: t.color.textTertiary,
    colorTextDescription: t.color.textTertiary,
    colorTextPlaceholder: t.color.textTertiary,
    colorBorder: t.color.border,
    colorBorderSecondary: t.color.divider,
    colorBgLayout: t.color.background,
    colorBgContainer: t.color.surface,
    colorBgElevated: t.color.surface,
    borderRadius: t.radius.md,
    borderRadiusSM: t.radius.sm,
    borderRadiusLG: t.radius.lg,
    boxShadow: t.shadow.raised,
    boxShadowSecondary: t.shadow.raised,
    fontFamily: t.font.family,
    fontSize: t.font.size.md,
    lineHeight: t.font.lineHeight,
  };
}
