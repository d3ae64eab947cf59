import { type ImportantNotice, isImportantNoticePopup, NOTICE_POPUP_MAX } from '@onehall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client UI state of SPEC §2 "Named tabs and views held as state" and §4.
 * Persisted to sessionStorage because SPEC §4 says these states survive a
 * reload of the tab but not a new browser session.
 */

/** The named tabs of SPEC §2 and their defaults. An empty value lets the page open its first tab. */
export const DEFAULT_TABS = {
  effectivenessSupervision: '',
  applicationServiceCenter: '',
  serviceCenterBeforLogin: '',
  cardBusinessConfigTab: 'homePage',
  takeMeToHandleItConfigTab: 'leftConfig',
  stagingConfigTab: 'leftConfig',
  preLoginConfigTab: 'preLoginConfigGlobalConfig',
  allEvaluateForm: 'servicesDirectory',
} as const;

export type TabName = keyof typeof DEFAULT_TABS;
export type Tabs = Record<TabName, string>;

/** Business type of the service centres (SPEC §4 landing transitions). */
export type BusinessType = 'APPLICATION' | 'PROCESS' | '';

interface UiState {
  tabs: Tabs;
  landingType: string;
  businessType: BusinessType;
  /** Scroll position to restore when coming back to a long list; null when none was saved. */
  rollingHeight: number | null;
  notices: ImportantNotice[];
  /** The pop-up has been filled from the server's unread notices for this sign-in (features/messages MessageRuntime). */
  noticesSeeded: boolean;
  setTab: (name: TabName, value: string) => void;
  resetTab: (name: TabName) => void;
  setLanding: (landing: string) => void;
  saveRollingHeight: (y?: number) => void;
  resetRollingHeight: () => void;
  addNotices: (items: ImportantNotice[]) => void;
  removeNotice: (messageId: string) => void;
  /** The first fill after sign-in: a reload of the tab does not bring back notices the user closed. */
  seedNotices: (items: ImportantNotice[]) => void;
  /** The pop-up's close button: empties the list, which only new notices fill again. */
  dismissNotices: () => void;
  /** Sign-out and re-login (SPEC §4): empties the list, and the next sign-in fills it afresh. */
  clearNotices: () => void;
}

/** SPEC §4: the landing decides the business type; anything else clears it. */
export function businessTypeFor(landing: string): BusinessType {
  if (landing === 'applicationServiceCenter') return 'APPLICATION';
  if (landing === 'serviceCenterBeforLogin') return 'PROCESS';
  return '';
}

/** Oldest first: pop-up notices not yet held are appended, and the newest win when the pop-up is full. */
function withNotices(held: ImportantNotice[], items: ImportantNotice[]): ImportantNotice[] {
  const known = new Set(held.map((n) => n.messageId));
  const fresh = items.filter((n) => isImportantNoticePopup(n.openWindow) && !known.has(n.messageId));
  return [...held, ...fresh].slice(-NOTICE_POPUP_MAX);
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      tabs: { ...DEFAULT_TABS },
      landingType: '',
      businessType: '',
      rollingHeight: null,
      notices: [],
      noticesSeeded: false,
      setTab: (name, value) => set((s) => ({ tabs: { ...s.tabs, [name]: value } })),
      resetTab: (name) => set((s) => ({ tabs: { ...s.tabs, [name]: DEFAULT_TABS[name] } })),
      setLanding: (landing) => set({ landingType: landing, businessType: businessTypeFor(landing) }),
      saveRollingHeight: (y) => set({ rollingHeight: y ?? window.scrollY }),
      resetRollingHeight: () => set({ rollingHeight: null }),
      addNotices: (items) => set((s) => ({ notices: withNotices(s.notices, items) })),
      removeNotice: (messageId) => set((s) => ({ notices: s.notices.filter((n) => n.messageId !== messageId) })),
      seedNotices: (items) => set((s) => ({ notices: withNotices(s.notices, items), noticesSeeded: true })),
      dismissNotices: () => set({ notices: [] }),
      clearNotices: () => set({ notices: [], noticesSeeded: false }),
    }),
    {
      name: 'onehall-ui',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, landingType, businessType, rollingHeight, notices, noticesSeeded }) => ({
        tabs,
        landingType,
        businessType,
        rollingHeight,
        notices,
        noticesSeeded,
      }),
      // A stored state from an older build may lack newer tabs: fill them with defaults.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<UiState>;
        return { ...current, ...p, tabs: { ...DEFAULT_TABS, ...p.tabs } };
      },
    },
  ),
);
