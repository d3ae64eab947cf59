import { MessageCentreMessages, type SentMessage } from '@onehall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import MessageManageConfigPage from './message-manage-config-page.tsx';

let api: FetchRoutes;

const sentMessage = (over: Partial<SentMessage> = {}): SentMessage => ({
  id: 'm1',
  title: '期末考试安排',
  mpId: 'a1',
  mpName: '教务处通知',
  source: 'admin',
  senderName: '管理员',
  audienceText: '角色：学生',
  recipientCount: 40,
  readCount: 12,
  important: true,
  public: false,
  sendTime: '2025-06-01 09:00:00',
  withdrawnTime: null,
  ...over,
});

const account = (id: string, mpName: string, over: Record<string, unknown> = {}) => ({
  id,
  code: `code-${id}`,
  mpName,
  icon: '',
  deptName: '教务处',
  enabled: true,
  sort: 1,
  messageCount: 0,
  ...over,
});

const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/messageManage/page', ok(page([sentMessage()])));
  api.answer(
    '/messageManage/accountList',
    ok([account('a1', '教务处通知', { messageCount: 3 }), account('a2', '旧账号', { enabled: false })]),
  );
  api.answer('/messageManage/audienceOptions', ok({ roles: [{ id: 'r1', name: '学生', userCount: 120 }], depts: [] }));
  api.answer('/messageManage/countRecipients', ok({ count: 120 }));
  api.answer('/messageManage/send', ok({ id: 'm2', recipientCount: 120 }));
  api.answer('/messageManage/withdraw', ok(null));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MessageManageConfigPage />
    </AppProviders>,
  );

// Role queries walk the accessibility tree of the whole compose form, which cost seconds each in jsdom:
// these find the same controls by their text, their label or the form's label.
const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;
const composeForm = () => document.querySelector<HTMLElement>('form[aria-label="发送消息"]');
const compose = () => within(composeForm() as HTMLElement);
const tab = async (name: string) => (await screen.findByText(name, { selector: '[role="tab"], [role="tab"] *' })) as HTMLElement;

/** The 发送消息 tab with the account, title and content filled in. */
async function openCompose({ fill = true } = {}) {
  renderPage();
  fireEvent.click(await tab('发送消息'));
  await waitFor(() => expect(composeForm()).not.toBeNull());
  if (!fill) return;
  fireEvent.mouseDown(compose().getByLabelText('消息号'));
  const enabled = await screen.findByTitle('教务处通知（教务处）');
  // Only the enabled accounts are offered.
  expect(screen.queryByTitle('旧账号（教务处）')).toBeNull();
  fireEvent.click(enabled);
  fireEvent.change(compose().getByLabelText('标题'), { target: { value: '选课提醒' } });
  fireEvent.change(compose().getByLabelText('内容'), { target: { value: '请于周五前完成选课。' } });
}

async function pickStudents() {
  fireEvent.mouseDown(compose().getByLabelText('角色'));
  fireEvent.click(await screen.findByTitle('学生（120 人）'));
}

describe('MessageManageConfigPage', () => {
  it('should list the sent messages with how many of their recipients read them', async () => {
    renderPage();
    expect(await screen.findByText('期末考试安排')).toBeTruthy();
    expect(screen.getByText('12/40（30%）')).toBeTruthy();
    expect(screen.getByText('角色：学生')).toBeTruthy();
    expect(screen.getByText('已发送')).toBeTruthy();
  });

  it('should withdraw a message only after a confirmation saying readers will see 消息已被删除', async () => {
    renderPage();
    fireEvent.click(await screen.findByLabelText('撤回「期末考试安排」'));
    expect(await screen.findByText('确定撤回「期末考试安排」吗？')).toBeTruthy();
    expect(screen.getByText(/再打开时会看到「消息已被删除」/)).toBeTruthy();
    expect(api.calls('/messageManage/withdraw')).toHaveLength(0);
    fireEvent.click(
      screen
        .getAllByText(/^撤\s*回$/)
        .at(-1)!
        .closest('button')!,
    );
    await waitFor(() => expect(api.calls('/messageManage/withdraw')[0]?.body).toMatchObject({ id: 'm1' }));
    expect(await screen.findByText(MessageCentreMessages.withdrawn)).toBeTruthy();
  });

  it('should not offer 撤回 on a message already withdrawn', async () => {
    api.answer('/messageManage/page', ok(page([sentMessage({ withdrawnTime: '2025-06-02 10:00:00' })])));
    renderPage();
    expect(await screen.findByText('已撤回')).toBeTruthy();
    expect(screen.getByLabelText('撤回「期末考试安排」').hasAttribute('disabled')).toBe(true);
  });

  it('should refuse to send without an account, a title or any recipient, and send nothing', async () => {
    await openCompose({ fill: false });
    fireEvent.click(button(/^发\s*送$/));
    expect(await screen.findByText('请选择消息号')).toBeTruthy();
    expect(screen.getByText('请输入标题')).toBeTruthy();
    expect(screen.getByText(MessageCentreMessages.audienceEmpty)).toBeTruthy();
    expect(api.calls('/messageManage/countRecipients')).toHaveLength(0);
    expect(api.calls('/messageManage/send')).toHaveLength(0);
  });

  it('should preview how many users the chosen roles reach, and confirm that count before sending', async () => {
    await openCompose();
    expect(screen.getByText('请选择接收人')).toBeTruthy();
    await pickStudents();
    expect(await screen.findByText('120 人')).toBeTruthy();
    expect(api.calls('/messageManage/countRecipients')[0]?.body).toMatchObject({
      everyone: false,
      roleIds: ['r1'],
      deptIds: [],
      accounts: [],
    });
    // 公开 is for messages to everyone only.
    expect(compose().getByLabelText('公开（访客可查看，仅全体用户）').hasAttribute('disabled')).toBe(true);

    fireEvent.click(button(/^发\s*送$/));
    const confirm = (await screen.findAllByText('确定发送给 120 位接收人吗？')).at(-1)!.closest<HTMLElement>('.ant-modal')!;
    expect(api.calls('/messageManage/send')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /^发\s*送$/ }));
    await waitFor(() => expect(api.calls('/messageManage/send')).toHaveLength(1));
    expect(api.calls('/messageManage/send')[0]?.body).toMatchObject({
      mpId: 'a1',
      title: '选课提醒',
      contentType: 'text',
      content: '请于周五前完成选课。',
      imageIds: [],
      attachmentIds: [],
      important: false,
      public: false,
      audience: { everyone: false, roleIds: ['r1'], deptIds: [], accounts: [] },
    });
    expect(await screen.findByText(MessageCentreMessages.sent(120))).toBeTruthy();
    // Back on the list, which is asked again.
    await waitFor(() => expect(screen.getByRole('tab', { name: '消息发送记录' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('should tell the administrator when the audience reaches nobody, without asking to send', async () => {
    api.answer('/messageManage/countRecipients', ok({ count: 0 }));
    await openCompose();
    await pickStudents();
    expect(await screen.findByText('0 人')).toBeTruthy();
    fireEvent.click(button(/^发\s*送$/));
    expect(await screen.findByText(MessageCentreMessages.audienceNobody)).toBeTruthy();
    expect(screen.queryByText(/确定发送给/)).toBeNull();
    expect(api.calls('/messageManage/send')).toHaveLength(0);
  });

  it('should show the message as a recipient sees it on 预览', async () => {
    await openCompose();
    fireEvent.click(compose().getByLabelText('重要通知（弹窗提醒）'));
    fireEvent.click(button(/^预\s*览$/));
    const preview = await screen.findByRole('article', { name: '消息预览' });
    expect(within(preview).getByText('教务处通知')).toBeTruthy();
    expect(within(preview).getByText('重要通知')).toBeTruthy();
    expect(within(preview).getByText('选课提醒')).toBeTruthy();
    expect(within(preview).getByText('请于周五前完成选课。')).toBeTruthy();
  });

  it('should keep an account that sent messages and show why the server refused to delete it', async () => {
    api.answer('/messageManage/accountRemove', refused(1004, MessageCentreMessages.accountInUse(3)));
    renderPage();
    fireEvent.click(await tab('消息号管理'));
    fireEvent.click(await screen.findByLabelText('删除「教务处通知」'));
    expect(await screen.findByText('确定删除消息号「教务处通知」吗？')).toBeTruthy();
    fireEvent.click(
      screen
        .getAllByText(/^删\s*除$/)
        .at(-1)!
        .closest('button')!,
    );
    expect(await screen.findByText(MessageCentreMessages.accountInUse(3))).toBeTruthy();
    expect(api.calls('/messageManage/accountRemove')[0]?.body).toMatchObject({ id: 'a1' });
  });

  it('should add an account with its code, name and order', async () => {
    api.answer('/messageManage/accountSave', ok(account('a3', '学工处通知')));
    renderPage();
    fireEvent.click(await tab('消息号管理'));
    fireEvent.click(await screen.findByRole('button', { name: /新增消息号/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'xgc notice' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '学工处通知' } });
    fireEvent.click(
      within(dialog)
        .getByText(/^保\s*存$/)
        .closest('button') as HTMLButtonElement,
    );
    expect(await within(dialog).findByText('编码只能包含字母、数字、下划线和短横线')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'xgc-notice' } });
    fireEvent.click(
      within(dialog)
        .getByText(/^保\s*存$/)
        .closest('button') as HTMLButtonElement,
    );
    await waitFor(() =>
      expect(api.calls('/messageManage/accountSave')[0]?.body).toMatchObject({
        code: 'xgc-notice',
        mpName: '学工处通知',
        icon: '',
        deptName: '',
        enabled: true,
        sort: 0,
      }),
    );
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('should offer 重试 when the sent list cannot be read', async () => {
    api.answer('/messageManage/page', refused(1004, '服务繁忙'), ok(page([])));
    renderPage();
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    fireEvent.click(screen.getByText(/^重\s*试$/));
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });
});
