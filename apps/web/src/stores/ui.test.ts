import type { ImportantNotice } from '@onehall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessTypeFor, DEFAULT_TABS, useUiStore } from './ui.ts';

const notice = (id: number, openWindow = '1'): ImportantNotice => ({
  openWindow,
  messageIdWeb: `w${id}`,
  messageId: String(id),
  fromUserName: '教务处',
  fromUserId: 'u1',
  content: `通知 ${id}`,
});

describe('ui store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useUiStore.setState({
      tabs: { ...DEFAULT_TABS },
      landingType: '',
      businessType: '',
      rollingHeight: null,
      notices: [],
      noticesSeeded: false,
    });
  });

  it('should start every named tab at its SPEC default', () => {
    const { tabs } = useUiStore.getState();
    expect(tabs.cardBusinessConfigTab).toBe('homePage');
    expect(tabs.takeMeToHandleItConfigTab).toBe('leftConfig');
    expect(tabs.stagingConfigTab).toBe('leftConfig');
    expect(tabs.preLoginConfigTab).toBe('preLoginConfigGlobalConfig');
    expect(tabs.allEvaluateForm).toBe('servicesDirectory');
  });

  it('should set a tab and reset it to its default', () => {
    useUiStore.getState().setTab('preLoginConfigTab', 'preLoginConfigCards');
    expect(useUiStore.getState().tabs.preLoginConfigTab).toBe('preLoginConfigCards');
    useUiStore.getState().resetTab('preLoginConfigTab');
    expect(useUiStore.getState().tabs.preLoginConfigTab).toBe('preLoginConfigGlobalConfig');
  });

  it('should derive the business type from the landing', () => {
    expect(businessTypeFor('applicationServiceCenter')).toBe('APPLICATION');
    expect(businessTypeFor('serviceCenterBeforLogin')).toBe('PROCESS');
    expect(businessTypeFor('homePage')).toBe('');
    useUiStore.getState().setLanding('serviceCenterBeforLogin');
    expect(useUiStore.getState().businessType).toBe('PROCESS');
    useUiStore.getState().setLanding('other');
    expect(useUiStore.getState().businessType).toBe('');
  });

  it('should save the rolling height and clear it on reset', () => {
    useUiStore.getState().saveRollingHeight(480);
    expect(useUiStore.getState().rollingHeight).toBe(480);
    useUiStore.getState().resetRollingHeight();
    expect(useUiStore.getState().rollingHeight).toBeNull();
  });

  it('should keep at most 10 pop-up notices, newest last, without duplicates', () => {
    const { addNotices } = useUiStore.getState();
    addNotices(Array.from({ length: 12 }, (_, i) => notice(i)));
    addNotices([notice(11)]);
    const ids = useUiStore.getState().notices.map((n) => n.messageId);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe('2');
    expect(ids.at(-1)).toBe('11');
  });

  it('should only keep notices whose openWindow says pop up', () => {
    useUiStore.getState().addNotices([notice(1, '0,1'), notice(2, '0'), notice(3, '1')]);
    expect(useUiStore.getState().notices.map((n) => n.messageId)).toEqual(['1', '3']);
  });

  it('should remember the first fill of a sign-in through a close, and forget it on sign-out', () => {
    const ui = useUiStore.getState();
    ui.seedNotices([notice(1)]);
    ui.dismissNotices();
    expect(useUiStore.getState()).toMatchObject({ notices: [], noticesSeeded: true });
    ui.clearNotices();
    expect(useUiStore.getState().noticesSeeded).toBe(false);
  });

  it('should empty the notice list on clear', () => {
    useUiStore.getState().addNotices([notice(1)]);
    useUiStore.getState().clearNotices();
    expect(useUiStore.getState().notices).toEqual([]);
  });

  it('should persist tabs to sessionStorage', () => {
    useUiStore.getState().setTab('stagingConfigTab', 'rightConfig');
    const stored = JSON.parse(sessionStorage.getItem('onehall-ui') ?? '{}');
    expect(stored.state.tabs.stagingConfigTab).toBe('rightConfig');
  });
});
