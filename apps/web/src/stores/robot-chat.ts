import type { RobotAnswer, RobotQuestion } from '@onehall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SessionKeys, useAuthStore } from './auth.ts';

/**
 * The chat window's client state (SPEC §2 panel "chat window", §4 open and
 * closed) and the robotChat record: the assistant conversation, kept in this
 * tab's sessionStorage under SessionKeys.robotChat so it survives a reload
 * and is cleared by a full logout (SPEC §4). Its entries are what the robot
 * said and was asked; nothing of it is stored on the server.
 */

export type RobotChatEntry =
  | { kind: 'greet'; id: string; greeting: string; questions: RobotQuestion[] }
  | { kind: 'question'; id: string; text: string }
  /** `solved` stays null until the user answers 是否解决了您的问题. */
  | { kind: 'answer'; id: string; question: string; answers: RobotAnswer[]; solved: boolean | null }
  | { kind: 'noAnswer'; id: string; question: string }
  | { kind: 'recommend'; id: string; questions: RobotQuestion[] };

/** Entries kept: a long session drops its oldest, so sessionStorage stays small. */
export const ROBOT_CHAT_MAX = 100;

interface RobotChatState {
  open: boolean;
  /** The contact shown in the window; '' shows the list alone (phones). */
  activeContact: string;
  robotChat: RobotChatEntry[];
  openWindow: (contact?: string) => void;
  closeWindow: () => void;
  setActiveContact: (contact: string) => void;
  addEntries: (...entries: RobotChatEntry[]) => void;
  markSolved: (entryId: string, solved: boolean) => void;
  /** Full logout (SPEC §4). */
  clearRobotChat: () => void;
}

export const useRobotChatStore = create<RobotChatState>()(
  persist(
    (set) => ({
      open: false,
      activeContact: '',
      robotChat: [],
      openWindow: (contact) => set((s) => ({ open: true, activeContact: contact ?? s.activeContact })),
      closeWindow: () => set({ open: false }),
      setActiveContact: (activeContact) => set({ activeContact }),
      addEntries: (...entries) => set((s) => ({ robotChat: [...s.robotChat, ...entries].slice(-ROBOT_CHAT_MAX) })),
      markSolved: (entryId, solved) =>
        set((s) => ({ robotChat: s.robotChat.map((e) => (e.id === entryId && e.kind === 'answer' ? { ...e, solved } : e)) })),
      clearRobotChat: () => set({ open: false, activeContact: '', robotChat: [] }),
    }),
    { name: SessionKeys.robotChat, storage: createJSONStorage(() => sessionStorage) },
  ),
);

// A full logout removes the stored record (stores/auth.ts forgetTabSignInData); the held copy goes with the sign-in.
useAuthStore.subscribe((s, prev) => {
  if (prev.userInfo !== null && s.userInfo === null) useRobotChatStore.getState().clearRobotChat();
});
