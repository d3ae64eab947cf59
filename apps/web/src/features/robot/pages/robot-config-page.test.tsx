import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import RobotConfigPage from './robot-config-page.tsx';

let api: FetchRoutes;

const CONFIG = { robotName: '小慧', robotAvatar: '', greeting: '您好，我是小慧', helpFeedbackUrl: '', enabled: true, visitorAllowed: true };
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });
const scene = (id: string, name: string, entryCount: number) => ({ id, name, sort: 1, enabled: true, entryCount });
const ENTRY = {
  id: 'e1',
  sceneId: 's1',
  sceneName: '校园卡',
  question: '校园卡丢失如何挂失',
  similar: ['校园卡丢了怎么办'],
  answer: '<p>请立即挂失</p>',
  services: [{ serviceId: 'sv1', serviceName: '校园卡挂失' }],
  enabled: true,
  common: true,
  recommended: false,
  sort: 1,
  updatedAt: '2025-09-01T08:00:00.000Z',
};

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/questionbasicconfig/detail', ok(CONFIG));
  api.answer('/questionbasicconfig/save', ok({ ...CONFIG, robotName: '小明' }));
  api.answer('/questionScene/adminList', ok([scene('s1', '校园卡', 1), scene('s2', '空分类', 0)]));
  api.answer('/questionScene/remove', ok(null));
  api.answer('/questionKnowledge/page', ok(page([ENTRY])));
  api.answer('/questionKnowledge/serviceOptions', ok([]));
  api.answer(
    '/questionUnanswered/page',
    ok(
      page([
        {
          id: 'u1',
          question: '操场几点关门',
          askCount: 3,
          visitorCount: 1,
          firstAskedAt: '2025-09-01T08:00:00.000Z',
          lastAskedAt: '2025-09-02T09:30:00.000Z',
        },
      ]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RobotConfigPage />
    </AppProviders>,
  );
const tab = async (name: string) => (await screen.findByText(name, { selector: '[role="tab"], [role="tab"] *' })) as HTMLElement;
const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;

describe('智能客服配置 page', () => {
  it('should show the saved configuration with a preview of the greeting, and save a new name', async () => {
    renderPage();
    const name = (await screen.findByLabelText('机器人名称')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('小慧'));
    expect(screen.getByLabelText('欢迎语预览').textContent).toContain('您好，我是小慧');
    fireEvent.change(name, { target: { value: '小明' } });
    await waitFor(() => expect(screen.getByLabelText('欢迎语预览').textContent).toContain('小明'));
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.calls('/questionbasicconfig/save')).toHaveLength(1));
    expect(api.calls('/questionbasicconfig/save')[0]?.body).toMatchObject({ robotName: '小明', greeting: '您好，我是小慧', enabled: true });
  });

  it('should show an error with 重试 when the configuration cannot be loaded', async () => {
    api.answer('/questionbasicconfig/detail', refused(500, '服务器开小差了'));
    renderPage();
    expect(await screen.findByText('智能客服配置加载失败')).toBeTruthy();
    expect(screen.getByText(/重\s*试/)).toBeTruthy();
  });

  it('should list the scenes and delete an empty one only after confirmation', async () => {
    renderPage();
    fireEvent.click(await tab('问题分类'));
    expect(await screen.findByText('空分类')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('删除「空分类」'));
    expect(await screen.findByText(/确定删除分类「空分类」吗/)).toBeTruthy();
    const confirm = await waitFor(() => document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLButtonElement);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls('/questionScene/remove')).toHaveLength(1));
    expect(api.calls('/questionScene/remove')[0]?.body).toMatchObject({ id: 's2' });
  });

  it('should list the knowledge base and open the editor with the entry', async () => {
    renderPage();
    fireEvent.click(await tab('知识库'));
    expect(await screen.findByText('校园卡丢失如何挂失')).toBeTruthy();
    expect(screen.getByText('校园卡挂失')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('编辑「校园卡丢失如何挂失」'));
    expect(await screen.findByText('编辑知识')).toBeTruthy();
    expect(await screen.findByText('答案预览')).toBeTruthy();
  });

  it('should open the editor prefilled from an unanswered question', async () => {
    renderPage();
    fireEvent.click(await tab('未解答问题'));
    expect(await screen.findByText('操场几点关门')).toBeTruthy();
    fireEvent.click(screen.getByText('转为知识'));
    const question = (await screen.findByPlaceholderText('如 校园卡丢失如何挂失')) as HTMLInputElement;
    expect(question.value).toBe('操场几点关门');
  });
});
