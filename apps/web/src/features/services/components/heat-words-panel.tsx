import {
  type Envelope,
  HEAT_WORD_DAYS,
  HEAT_WORD_MAX_LENGTH,
  HEAT_WORD_MIN_USERS,
  HEAT_WORDS_MAX,
  type HeatWordEntry,
} from '@onehall/contract';
import { App, Button, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ConfigPanel, ConfigTable, type RowAction, RowActions } from '../../../components/config-page/index.ts';
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

const BLOCK_EFFECT = '屏蔽后所有人（包括访客）都不会再看到这个热门搜索词。';

/** A listed word with the key its row goes by (a word may be listed once per state). */
type HeatWordRow = HeatWordEntry & { key: string };

/**
 * The 热门搜索词 tab: the counted heat words with their counts, pinning and
 * blocking (docs/design/services-web.md), on the configuration-page template:
 * the rules as the panel's notice, the word box as its toolbar, the list as a
 * `ConfigTable` with text-link `RowActions` (屏蔽 always asks first).
 */
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

  /** A row's change, named with its word for screen readers; the toast says it was done. */
  const action = (label: string, word: string, send: (input: string) => Promise<Envelope<unknown>>, input: string): RowAction => ({
    label,
    disabled: busy,
    onClick: () => run(send, input, `已${label}「${word}」`),
  });

  /** 屏蔽 asks first, on a row as from the box: every visitor stops seeing the word. */
  const blockAction = (word: string, onClick: () => Promise<unknown>): RowAction => ({
    label: '屏蔽',
    danger: true,
    disabled: busy,
    confirm: { title: `确定屏蔽「${word}」吗？`, description: BLOCK_EFFECT, okText: '屏蔽' },
    onClick,
  });

  const actions = (w: HeatWordEntry) => (
    <RowActions
      name={w.word}
      extra={
        w.state === 'BLOCKED'
          ? [action('取消屏蔽', w.word, unblock.mutateAsync, w.id ?? '')]
          : [
              w.state === 'PINNED'
                ? action('取消置顶', w.word, unpin.mutateAsync, w.id ?? '')
                : action('置顶', w.word, pin.mutateAsync, w.word),
              blockAction(w.word, () => run(block.mutateAsync, w.word, `已屏蔽「${w.word}」`)),
            ]
      }
    />
  );

  const word = typed.trim();
  const typedBlock = blockAction(word, () => fromBox(block.mutateAsync, `已屏蔽「${word}」`));
  return (
    <ConfigPanel
      notice={<Typography.Paragraph type="secondary">{RULES}</Typography.Paragraph>}
      toolbar={
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
          <Popconfirm
            title={typedBlock.confirm?.title}
            description={BLOCK_EFFECT}
            okText="屏蔽"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            // Keyboard users land in the dialog, on the harmless choice; Tab reaches 屏蔽.
            cancelButtonProps={{ autoFocus: true }}
            onConfirm={typedBlock.onClick}
          >
            <Button danger disabled={!word || busy}>
              屏蔽
            </Button>
          </Popconfirm>
        </Space.Compact>
      }
    >
      <ConfigTable<HeatWordRow>
        rowKey="key"
        loading={list.isFetching}
        rows={list.data?.map((w) => ({ ...w, key: `${w.state}:${w.word}` }))}
        error={list.error && { title: '热门搜索词加载失败', message: list.error.message, onRetry: () => void list.refetch() }}
        empty="暂无热门搜索词"
        // On a phone the table scrolls in its frame rather than squeezing each word into a column of single characters.
        scrollX={600}
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
          { title: '操作', key: 'actions', width: 180, render: (_, w) => actions(w) },
        ]}
      />
    </ConfigPanel>
  );
}
