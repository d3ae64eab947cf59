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
  setTab: (name: TabName, value: string) => void;
  resetTab: (name: TabName) => void;
  setLanding: (landing: string) => void;
  saveRollingHeight: (y?: number) => void;
  resetRollingHeight: () => void;
  addNotices: (items: ImportantNotice[]) => void;
  removeNotice: (messageId: string) => void;
  clearNotices: () => void;
}

/** SPEC §4: the landing decides the business type; anything else clears it. */
export function businessTypeFor(landing: string): BusinessType {
  if (landing === 'applicationServiceCenter') return 'APPLICATION';
  if (landing === 'serviceCenterBeforLogin') return 'PROCESS';
  return '';
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      tabs: { ...DEFAULT_TABS },
      landingType: '',
      businessType: '',
      rollingHeight: null,
      notices: [],
      setTab: (name, value) => set((s) => ({ tabs: { ...s.tabs, [name]: value } })),
      resetTab: (name) => set((s) => ({ tabs: { ...s.tabs, [name]: DEFAULT_TABS[name] } })),
      setLanding: (landing) => set({ landingType: landing, businessType: businessTypeFor(landing) }),
      saveRollingHeight: (y) => set({ rollingHeight: y ?? window.scrollY }),
      resetRollingHeight: () => set({ rollingHeight: null }),
      addNotices: (items) =>
        set((s) => {
          const known = new Set(s.notices.map((n) => n.messageId));
          const fresh = items.filter((n) => isImportantNoticePopup(n.openWindow) && !known.has(n.messageId));
          // The newest notices win when the pop-up is full.
          return { notices: [...s.notices, ...fresh].slice(-NOTICE_POPUP_MAX) };
        }),
      removeNotice: (messageId) => set((s) => ({ notices: s.notices.filter((n) => n.messageId !== messageId) })),
      clearNotices: () => set({ notices: [] }),
    }),
    {
      name: 'onehall-ui',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, landingType, businessType, rollingHeight, notices }) => ({
        tabs,
        landingType,
        businessType,
        rollingHeight,
        notices,
      }),
      // A stored state from an older build may lack newer tabs: fill them with defaults.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<UiState>;
        return { ...current, ...p, tabs: { ...DEFAULT_TABS, ...p.tabs } };
      },
    },
  ),
);
