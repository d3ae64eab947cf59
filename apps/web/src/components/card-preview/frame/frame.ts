import { iframPagePath } from '../../iframe-host/index.ts';

/**
 * How a frame config's type is shown. SPEC §3 names qiankun (the default); a
 * JSON config may name any other type, and OneHall frames `iframe` (any case)
 * in an iframe. An unknown type is shown as a micro-app, as a url without a
 * config would be.
 */
export function frameKind(type: string): 'iframe' | 'qiankun' {
  return type.trim().toLowerCase() === 'iframe' ? 'iframe' : 'qiankun';
}

/** SPEC §2 "Embedded pages": the menu item name and back path of a tool opened by openServiceIfram. */
export const COMMON_TOOLS_MENU_NAME = '常用工具';
export const COMMON_TOOLS_BACK_PATH = 'homePage';

/** The iframe page (/home/iframPage) showing a tool's address under the menu item 常用工具, back to the home page. */
export function serviceIframPath(url: string): string {
  return iframPagePath(url, COMMON_TOOLS_MENU_NAME, COMMON_TOOLS_BACK_PATH);
}
