import { DEFAULT_THEME_COLOR } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { antdThemeTokens, applyDesignTokens, contrast, cssVariables, designTokens, readableFill, readableShade } from './design-tokens.ts';

describe('design tokens', () => {
  it('keeps the configured colour as the brand and darkens it only as far as white text needs (WCAG AA)', () => {
    const t = designTokens();
    expect(t.color.brand).toBe(DEFAULT_THEME_COLOR);
    // SPEC's #008cff carries white text at about 3.4:1: too faint for normal text.
    expect(contrast(DEFAULT_THEME_COLOR, '#ffffff')).toBeLessThan(4.5);
    expect(contrast(t.color.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.color.primary, '#ffffff')).toBeLessThan(5.2);
    expect(contrast(t.color.landingStrong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads untouched and rescues a pale one', () => {
    expect(readableShade('#1f2329', '#ffffff')).toBe('#1f2329');
    expect(contrast(readableShade('#ffd400', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['light', 'dark'] as const)('gives every text colour AA contrast on the surface and the page in the %s theme', (mode) => {
    const { color } = designTokens({ mode, brand: '#13c2c2' });
    for (const text of [color.text, color.textSecondary, color.textTertiary, color.primary]) {
      expect(contrast(text, color.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, color.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(color.onPrimary, color.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('feeds the same values to the stylesheet variables and to antd', () => {
    const t = designTokens({ brand: '#722ed1' });
    const vars = cssVariables(t);
    expect(vars['--oh-color-primary']).toBe(antdThemeTokens(t).colorPrimary);
    expect(vars['--oh-space-lg']).toBe('16px');
    expect(vars['--oh-font-size-md']).toBe(`${antdThemeTokens(t).fontSize}px`);
  });

  it('switches the theme by replacing one style element', () => {
    applyDesignTokens(designTokens());
    applyDesignTokens(designTokens({ mode: 'dark' }));
    const styles = document.querySelectorAll('#oh-tokens');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--oh-color-surface:#1b1f27');
    expect(styles[0]?.textContent).toContain('color-scheme:dark');
  });

  it('should darken a state colour from card data until white text on it meets AA, and fall back to primary for anything but hex', () => {
    for (const color of ['#008cff', '#fa8c16', '#52c41a', '#f5222d', '#fc0']) {
      const fill = readableFill(color);
      expect(contrast(fill, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableFill('#1f2329')).toBe('#1f2329');
    expect(readableFill('orange')).toBe('var(--oh-color-primary)');
  });

  it("should give antd state fills on which the state's own text reads at AA", () => {
    const t = designTokens();
    const antd = antdThemeTokens(t);
    for (const [text, fill] of [
      [t.color.warning, antd.colorWarningBg],
      [t.color.success, antd.colorSuccessBg],
      [t.color.error, antd.colorErrorBg],
      [t.color.primary, antd.colorInfoBg],
    ])
      expect(contrast(text!, fill!), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
  });
});
