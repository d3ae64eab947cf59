/**
 * Query keys of the signed-in message centre (the visitor detail keeps
 * ['messages', 'detail', id]). A read, a read-all or a push refreshes parts of
 * `centre`; nothing else in the app writes them.
 */
const CENTRE = ['messages', 'centre'] as const;

export interface MessagePageParams {
  current: number;
  size: number;
  mpId?: string;
  keyword?: string;
  unreadOnly?: boolean;
}

export const messageKeys = {
  centre: CENTRE,
  unread: () => [...CENTRE, 'unread'] as const,
  accounts: () => [...CENTRE, 'accounts'] as const,
  pages: () => [...CENTRE, 'page'] as const,
  page: (params: MessagePageParams) => [...CENTRE, 'page', params] as const,
  detail: (id: string) => [...CENTRE, 'detail', id] as const,
  /** The pop-up's first fill, per signed-in user. */
  notices: (userId: string) => ['messages', 'notices', userId] as const,
  isShowMsg: () => ['messages', 'isShowMsg'] as const,
};
