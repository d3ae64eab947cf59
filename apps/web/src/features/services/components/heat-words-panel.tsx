import {
  type Envelope,
  HEAT_WORD_DAYS,
  HEAT_WORD_MAX_LENGTH,
  HEAT_WORD_MIN_USERS,
  HEAT_WORDS_MAX,
  type HeatWordEntry,
} from '@onehall/contract';
import { App, Button, Empty, Input, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useBlockHeatWord } from '../api/block-heat-word.ts';
import { useHeatWordConfig } from '../api/get-heat-word-config.ts';
import { usePinHeatWord } from '../api/pin-heat-word.ts';
import { useUnblockHeatWord } from '../api/unblock-heat-word.ts';
import { useUnpinHeatWord } from '../api/unpin-heat-word.ts';

const STATE_TAG: Record<HeatWordEntry['state'], { color?: string; text: string }> = {
  PINNED: { color: 'blue', text: '置顶' },
  COMPUTED: { text: '按搜索统计' },
  BLOCKED: { color: 'red', text: '已屏蔽' },
};

const RULES =
  `近 ${HEAT_WORD_DAYS} 天内至少 ${HEAT_WORD_MIN_USERS} 位登录用户搜索并找到服务的词才会成为热门搜索词；拼音、简拼和大小写不同的搜索计入所找到服务的名称或关键词，含敏感词的不展示。` +
  `置顶词（最多 ${HEAT_WORDS_MAX} 个）按置顶先后排在最前，屏蔽词对所有人都不再展示。`;

/** The 热门搜索词 tab: the counted heat words with their counts, pinning and blocking (docs/design/services-web.md). */
export function HeatWordsPanel() {
  const { message } = App.useApp();
  const list = useHeatWordConfig();
  const pin = usePinHeatWord();
  const unpin = useUnpinHeatWord();
  const block = useBlockHeatWord();
  const unblock = useUnblockHeatWord();
  const [typed, setTyped] = useState('');
  const busy = pin.isPending || unpin.isPending || block.isPending || unblock.isPending;

  /** One change: the server's refusal as a toast, else the success text. */
  const run = async (send: (input: string) => Promise<Envelope<unknown>>, input: string, done: string) => {
    const env = await send(input);
    if (!isOk(env)) {
      reportError(env);
      return false;
    }
    void message.success(done);
    return true;
  };
  const fromBox = async (send: (input: string) => Promise<Envelope<unknown>>, done: string) => {
    if (await run(send, typed.trim(), done)) setTyped('');
  };

  const blockConfirm = (word: string, onConfirm: () => Promise<unknown>, trigger: ReactNode) => (
    <Popconfirm
      title={`确定屏蔽「${word}」吗？`}
      description="屏蔽后所有人（包括访客）都不会再看到这个热门搜索词。"
      okText="屏蔽"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      // Keyboard users land in the dialog, on the harmless choice; Tab reaches 屏蔽.
      cancelButtonProps={{ autoFocus: true }}
      onConfirm={onConfirm}
    >
      {trigger}
    </Popconfirm>
  );

  /** A row's change, named with its word for screen readers; the toast says it was done. */
  const action = (text: string, word: string, send: (input: string) => Promise<Envelope<unknown>>, input: string) => (
    <Button
      type="link"
      size="small"
      disabled={busy}
      aria-label={`${text}「${word}」`}
      onClick={() => void run(send, input, `已${text}「${word}」`)}
    >
      {text}
    </Button>
  );

  const actions = (w: HeatWordEntry) => {
    if (w.state === 'BLOCKED') return action('取消屏蔽', w.word, unblock.mutateAsync, w.id ?? '');
    return (
      <Space size={0}>
        {w.state === 'PINNED' ? action('取消置顶', w.word, unpin.mutateAsync, w.id ?? '') : action('置顶', w.word, pin.mutateAsync, w.word)}
        {blockConfirm(
          w.word,
          () => run(block.mutateAsync, w.word, `已屏蔽「${w.word}」`),
          <Button type="link" size="small" danger disabled={busy} aria-label={`屏蔽「${w.word}」`}>
            屏蔽
          </Button>,
        )}
      </Space>
    );
  };

  if (list.error)
    return (
      <Result
        status="error"
        title="热门搜索词加载失败"
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );

  const word = typed.trim();
  return (
    <>
      <Typography.Paragraph type="secondary">{RULES}</Typography.Paragraph>
      <Space.Compact className="oh-config__bar">
        <Input
          aria-label="热门搜索词"
          placeholder="输入要置顶或屏蔽的词"
          maxLength={HEAT_WORD_MAX_LENGTH}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => word && !busy && void fromBox(pin.mutateAsync, `已置顶「${word}」`)}
        />
        <Button type="primary" disabled={!word || busy} onClick={() => void fromBox(pin.mutateAsync, `已置顶「${word}」`)}>
          置顶
        </Button>
        {blockConfirm(
          word,
          () => fromBox(block.mutateAsync, `已屏蔽「${word}」`),
          <Button danger disabled={!word || busy}>
            屏蔽
          </Button>,
        )}
      </Space.Compact>
      <Table<HeatWordEntry>
        rowKey={(w) => `${w.state}:${w.word}`}
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description="暂无热门搜索词" /> }}
        pagination={false}
        // On a phone the table scrolls in its frame rather than squeezing each word into a column of single characters.
        scroll={{ x: 600 }}
        columns={[
          { title: '热门搜索词', dataIndex: 'word', width: 120 },
          {
            title: '状态',
            dataIndex: 'state',
            width: 120,
            render: (state: HeatWordEntry['state']) => <Tag color={STATE_TAG[state].color}>{STATE_TAG[state].text}</Tag>,
          },
          { title: '搜索人数', dataIndex: 'users', width: 100 },
          { title: '搜索次数', dataIndex: 'searches', width: 100 },
          { title: '操作', key: 'actions', width: 160, render: (_, w) => actions(w) },
        ]}
      />
    </>
  );
}
