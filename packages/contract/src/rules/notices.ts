import type { NoticeContent } from '../entities.ts';

const POPUP_VALUES: readonly string[] = ['0,1', '1'];

/** SPEC §3: openWindow "0,1" or "1" means the notice pops up; surrounding spaces are ignored. */
export function isImportantNoticePopup(openWindow: string | number | null | undefined): boolean {
  return POPUP_VALUES.includes(String(openWindow ?? '').trim());
}

/**
 * SPEC §3 notice content: plain text, or a JSON object with title and img.
 * Only text starting with '{' is tried as JSON, so a plain "123" stays text;
 * text that looks like JSON but does not parse is shown as written. In a JSON
 * object a missing or non-string title gives '' and a missing or blank img
 * gives null.
 */
export function parseNoticeContent(content: string | null | undefined): NoticeContent {
  const text = content ?? '';
  if (!text.trim().startsWith('{')) return { title: text, img: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { title: text, img: null };
  }
  const { title, img } = (parsed ?? {}) as Record<string, unknown>;
  return {
    title: typeof title === 'string' ? title : '',
    img: typeof img === 'string' && img.trim() !== '' ? img : null,
  };
}
