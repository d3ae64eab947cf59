/** The iframe page (/home/iframPage) showing `url` under the menu item `name`, with a 返回 to `backPath` when given. */
export function iframPagePath(url: string, name: string, backPath?: string): string {
  const query = new URLSearchParams({ url, name, ...(backPath ? { backPath } : {}) });
  return `/home/iframPage?${query.toString()}`;
}
