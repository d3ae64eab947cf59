import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreLoginAdminConfig } from '@onehall/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPreview } from './landing-preview.tsx';

// Tests do not load stylesheets; the preview's own is what decides whether its text is clipped.
const STYLES = readFileSync(join(__dirname, 'pre-login-config.css'), 'utf8');

const LONG_WORD = 'https://www.mingde-university.edu.cn/very/long/unbroken/address';
const LONG_INTRO = `<p>${'明德大学一站式网上服务大厅汇集全校办事服务，'.repeat(12)}</p>`;

const config: PreLoginAdminConfig = {
  global: {
    schoolName: `明德大学 ${LONG_WORD}`,
    schoolLogo: null,
    title: `明德大学一站式网上服务大厅 ${LONG_WORD}`,
    subtitle: LONG_WORD,
    introduction: LONG_INTRO,
    landingType: 'landing',
    themeColor: '#087EEB',
    heatWords: ['成绩单', LONG_WORD],
    searchPlaceholder: '',
  },
  footer: { content: '', address: LONG_WORD, phone: '', email: '', copyright: '© 明德大学', icp: '', links: [] },
  columns: [],
  cards: [
    {
      id: 'k1',
      cardName: LONG_WORD,
      cardIntroduction: '',
      cardType: 'dataOverview',
      displayRows: 1,
      sort: 0,
      enabled: true,
      columnIds: [],
    },
  ],
  navigation: [{ id: 'n1', name: LONG_WORD, url: '/', openInNewTab: false, enabled: true, sort: 0 }],
  carousel: [],
  tools: [],
  thirdParty: [],
};

afterEach(() => {
  for (const style of document.head.querySelectorAll('style[data-test="landing-preview"]')) style.remove();
});

describe('LandingPreview', () => {
  it('should wrap long text instead of clipping it', () => {
    const style = document.createElement('style');
    style.dataset.test = 'landing-preview';
    style.textContent = STYLES;
    document.head.append(style);
    render(<LandingPreview config={config} />);
    const preview = screen.getByRole('region', { name: '实时预览' });

    expect(getComputedStyle(preview).overflowWrap).toBe('anywhere');
    // The whole introduction is there to be read, not cut after a few lines.
    expect(within(preview).getByText(/汇集全校办事服务/).textContent).toBe(LONG_INTRO.replace(/<\/?p>/g, ''));
    for (const element of [preview, ...preview.querySelectorAll<HTMLElement>('*')]) {
      const css = getComputedStyle(element);
      const clipping = [css.overflow, css.overflowX, css.overflowY].some((v) => v === 'hidden' || v === 'clip');
      expect(clipping || (css.maxHeight !== '' && css.maxHeight !== 'none'), element.className || element.tagName).toBe(false);
    }
  });
});
