/** SPEC §6: a configuration-menu entry names a page by path or by route name. */
export function menuNames(menu: readonly { path: string; name: string }[], page: { name: string; path: string }): boolean {
  return menu.some((entry) => entry.path === page.path || entry.path === page.name || entry.name === page.name);
}
