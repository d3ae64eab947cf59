import {
  ROBOT_ANSWER_MAX,
  ROBOT_ENTRY_SERVICES_MAX,
  ROBOT_QUESTION_MAX,
  ROBOT_SIMILAR_MAX,
  ROBOT_SORT_MAX,
  type RobotAdminEntry,
  type RobotEntryDraft,
} from '@onehall/contract';
import { App, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { FormDrawer, fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { useRobotScenes } from '../api/get-scenes.ts';
import { useServiceOptions } from '../api/get-service-options.ts';
import { useSaveEntry } from '../api/save-entry.ts';
import { useUnansweredToEntry } from '../api/unanswered-to-entry.ts';

type Picked = { value: string; label: string };
type EntryForm = Omit<RobotEntryDraft, 'serviceIds'> & { services: Picked[] };

/** What the drawer edits: an entry, a new one (optionally from an unanswered question), closed while null. */
export type EntryEditing = { entry: RobotAdminEntry } | { unanswered?: { id: string; question: string } } | null;

const NEW_ENTRY: EntryForm = {
  sceneId: '',
  question: '',
  similar: [],
  answer: '',
  services: [],
  enabled: true,
  common: false,
  recommended: false,
  sort: 0,
};

function initialOf(editing: EntryEditing): EntryForm {
  if (!editing) return NEW_ENTRY;
  if ('entry' in editing) {
    const { entry } = editing;
    return { ...entry, services: entry.services.map((s) => ({ value: s.serviceId, label: s.serviceName })) };
  }
  return { ...NEW_ENTRY, question: editing.unanswered?.question ?? '' };
}

/** Services picked from the hall by name; the picked ones keep their names while another search shows. */
function ServiceSelect({ value, onChange }: { value?: Picked[]; onChange?: (v: Picked[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const options = useServiceOptions(keyword, open);
  return (
    <Select<Picked[]>
      mode="multiple"
      labelInValue
      value={value}
      onChange={(v) => onChange?.(v.slice(0, ROBOT_ENTRY_SERVICES_MAX))}
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      onOpenChange={setOpen}
      loading={options.isFetching}
      notFoundContent={options.isError ? options.error.message : '没有匹配的服务'}
      placeholder="输入服务名称查找"
      aria-label="关联服务"
      options={(options.data ?? []).map((o) => ({
        value: o.serviceId,
        label: o.serviceName,
        title: o.serviceDeptName ? `${o.serviceName}（${o.serviceDeptName}）` : o.serviceName,
      }))}
    />
  );
}

/**
 * 新增 / 编辑知识: the question, other ways to ask it (tags), the answer as
 * HTML with a live preview (the server removes scripts on save), linked
 * services, and the flags. From an unanswered question it is prefilled with
 * the question, and saving also takes the question off that list.
 */
export function EntryDrawer({ editing, onClose }: { editing: EntryEditing; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryForm>();
  const scenes = useRobotScenes();
  const save = useSaveEntry();
  const toEntry = useUnansweredToEntry();
  const answer = Form.useWatch('answer', form) as string | undefined;

  const submit = async (v: EntryForm) => {
    const { services, ...rest } = v;
    const draft: RobotEntryDraft = {
      ...rest,
      question: v.question.trim(),
      similar: (v.similar ?? []).map((s) => s.trim()).filter(Boolean),
      serviceIds: (services ?? []).map((s) => s.value),
    };
    const fromUnanswered = editing && 'unanswered' in editing ? editing.unanswered : undefined;
    const env = fromUnanswered
      ? await toEntry.mutateAsync({ id: fromUnanswered.id, entry: draft })
      : await save.mutateAsync({ ...draft, ...(editing && 'entry' in editing ? { id: editing.entry.id } : {}) });
    if (!savedOk(env)) return false;
    void message.success(fromUnanswered ? '已转为知识' : '保存成功');
    return true;
  };

  const title = !editing ? '' : 'entry' in editing ? '编辑知识' : editing.unanswered ? '转为知识' : '新增知识';
  return (
    <FormDrawer<EntryForm>
      open={editing !== null}
      title={title}
      form={form}
      width="wide"
      initialValues={initialOf(editing)}
      onSubmit={submit}
      onClose={onClose}
      confirmDiscard
    >
      <Form.Item name="sceneId" label="问题分类" {...fieldRules({ label: '问题分类', required: 'select' })}>
        <Select
          placeholder="请选择分类"
          aria-label="问题分类"
          options={(scenes.data ?? []).map((s) => ({ value: s.id, label: s.enabled ? s.name : `${s.name}（停用）` }))}
        />
      </Form.Item>
      <Form.Item name="question" label="问题" {...fieldRules({ label: '问题', required: true, max: ROBOT_QUESTION_MAX })}>
        <Input placeholder="如 校园卡丢失如何挂失" />
      </Form.Item>
      <Form.Item name="similar" label="相似问法" extra={`换一种说法问同一个问题，回车添加，最多 ${ROBOT_SIMILAR_MAX} 个`}>
        <Select mode="tags" open={false} aria-label="相似问法" maxCount={ROBOT_SIMILAR_MAX} tokenSeparators={['｜']} />
      </Form.Item>
      <Form.Item
        name="answer"
        label="答案（支持 HTML，保存时过滤脚本）"
        {...fieldRules({ label: '答案', required: true, max: ROBOT_ANSWER_MAX })}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} placeholder="<p>发现校园卡丢失请立即挂失……</p>" />
      </Form.Item>
      {answer && (
        <div className="oh-robot-answer-preview">
          <div className="oh-robot-answer-preview__label">答案预览</div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised, as the chat window shows answers. */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(answer) }} />
        </div>
      )}
      <Form.Item name="services" label="关联服务" extra={`回答中附带的服务，最多 ${ROBOT_ENTRY_SERVICES_MAX} 项`}>
        <ServiceSelect />
      </Form.Item>
      <div className="oh-robot-flags">
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="common" label="常见问题" valuePropName="checked" tooltip="随欢迎语一起推荐">
          <Switch />
        </Form.Item>
        <Form.Item name="recommended" label="推荐问题" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label="排序" {...fieldRules({ label: '排序', required: 'number' })}>
          <InputNumber min={0} max={ROBOT_SORT_MAX} precision={0} />
        </Form.Item>
      </div>
    </FormDrawer>
  );
}
