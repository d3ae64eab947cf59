import { UploadOutlined } from '@ant-design/icons';
import {
  CAROUSEL_IMAGE_TYPES,
  CAROUSEL_MAX_BYTES,
  LandingType,
  PRELOGIN_THEME_COLOR,
  type PreLoginAdminConfig,
  PreLoginMessages,
} from '@onehall/contract';
import { App, Button, ColorPicker, Form, Input, Radio, Result, Select, Skeleton, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ConfigPage, fieldRules } from '../../../components/config-page/index.ts';
import { SchoolIdentityForm } from '../../../components/school-identity/index.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { useAdminConfig } from '../api/get-admin-config.ts';
import { useSaveSection } from '../api/save-section.ts';
import { uploadCarouselImage } from '../api/upload-carousel-image.ts';
import { CardEditor } from '../components/card-editor.tsx';
import { LandingPreview } from '../components/landing-preview.tsx';
import { ListEditor } from '../components/list-editor.tsx';
import { ToolEditor } from '../components/tool-editor.tsx';
import '../components/pre-login-config.css';

type Section = keyof Pick<PreLoginAdminConfig, 'global' | 'columns' | 'navigation' | 'carousel' | 'thirdParty'>;

/** The tabs of the page; the first is SPEC §2's default (`preLoginConfigTab` = preLoginConfigGlobalConfig). */
export const PRELOGIN_CONFIG_TABS = [
  ['preLoginConfigGlobalConfig', '全局配置'],
  ['preLoginConfigColumn', '栏目配置'],
  ['preLoginConfigCard', '卡片配置'],
  ['preLoginConfigNavigation', '导航配置'],
  ['preLoginConfigCarousel', '轮播图配置'],
  ['preLoginConfigThirdParty', '第三方系统'],
  ['preLoginConfigCommonTool', '常用工具'],
  ['preLoginConfigFooter', '页脚配置'],
  ['preLoginConfigLanding', '落地页配置'],
] as const;

const DESCRIPTION = '配置访客在登录前看到的页面：标题、栏目、卡片、导航、轮播图、第三方系统、常用工具和页脚，右侧实时预览。';

/** Checks a carousel image before it is sent; the server checks its content again. */
export function carouselUploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CAROUSEL_IMAGE_TYPES as readonly string[]).includes(file.type)) return PreLoginMessages.uploadBadType;
  if (file.size > CAROUSEL_MAX_BYTES) return PreLoginMessages.uploadTooLarge;
  return null;
}

interface SectionFormProps {
  section: Section;
  draft: PreLoginAdminConfig;
  onDraft: (next: PreLoginAdminConfig) => void;
  children: ReactNode;
}

/** One tab's form: edits go to the live preview at once and to visitors when saved. */
function SectionForm({ section, draft, onDraft, children }: SectionFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const saveSection = useSaveSection();
  const isList = Array.isArray(draft[section]);
  const initial = isList ? { list: draft[section] } : draft[section];

  const save = async (values: Record<string, unknown>) => {
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const body = isList
      ? { list: ((all.list as Record<string, unknown>[]) ?? []).map((row, sort) => ({ ...row, id: row.id ?? null, sort })) }
      : { ...(draft[section] as object), ...values };
    const env = await saveSection.mutateAsync({ section, body: body as never });
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    void message.success('保存成功');
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial as object}
      onFinish={(v) => void save(v)}
      onValuesChange={() => {
        const all = form.getFieldsValue(true) as Record<string, unknown>;
        onDraft({ ...draft, [section]: isList ? (all.list ?? []) : { ...(draft[section] as object), ...all } });
      }}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={saveSection.isPending}>
        保存
      </Button>
    </Form>
  );
}

function CarouselUpload({ rowIndex, form }: { rowIndex: number; form: ReturnType<typeof Form.useFormInstance> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={CAROUSEL_IMAGE_TYPES.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = carouselUploadProblem(file);
        if (problem) {
          reportError(problem);
          return Upload.LIST_IGNORE;
        }
        setBusy(true);
        void uploadCarouselImage(file).then((env) => {
          setBusy(false);
          if (!isOk(env)) {
            reportError(env);
            return;
          }
          form.setFieldValue(['list', rowIndex, 'imgUrl'], env.result.url);
          // setFieldValue does not fire onValuesChange; touch the row so the preview follows.
          form.setFieldsValue({ list: form.getFieldValue('list') });
          void message.success('上传成功');
        });
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy}>
        上传图片
      </Button>
    </Upload>
  );
}

function CarouselUploadAddon({ rowIndex }: { rowIndex: number }) {
  const form = Form.useFormInstance();
  return <CarouselUpload rowIndex={rowIndex} form={form} />;
}

/** `/userFrameConfig/preLoginConfig`: everything a visitor's landing page shows, with a live preview. */
export default function PreLoginConfigPage() {
  const q = useAdminConfig();
  const tab = useUiStore((s) => s.tabs.preLoginConfigTab);
  const setTab = useUiStore((s) => s.setTab);
  const [draft, setDraft] = useState<PreLoginAdminConfig | null>(null);

  useEffect(() => {
    if (q.data) setDraft(q.data);
  }, [q.data]);

  if (q.isPending || (q.isSuccess && !draft)) {
    return (
      <ConfigPage title="登录前配置" description={DESCRIPTION}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </ConfigPage>
    );
  }
  if (q.isError || !draft) {
    return (
      <ConfigPage title="登录前配置" description={DESCRIPTION}>
        <Result status="error" title={q.error?.message ?? '加载失败'} extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      </ConfigPage>
    );
  }

  const formProps = { draft, onDraft: setDraft };
  const columnOptions = [
    { value: 'news', label: '新闻' },
    { value: 'notice', label: '公告' },
  ];
  const panes: Record<(typeof PRELOGIN_CONFIG_TABS)[number][0], ReactNode> = {
    preLoginConfigGlobalConfig: (
      <SectionForm section="global" {...formProps}>
        <p className="oh-plc-hint">学校名称、标志和联系方式是学校的唯一身份信息，在“页脚配置”中统一设置。</p>
        <Form.Item name="title" label="首页标题" {...fieldRules({ label: '首页标题', required: true, max: 60 })}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="subtitle" label="副标题" {...fieldRules({ label: '副标题', max: 120 })}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="introduction" label="简介（支持 HTML，保存时过滤脚本）" {...fieldRules({ label: '简介', max: 5000 })}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        {/* A colour picker rather than a typed #RRGGBB code; the form keeps the hex string the server stores. */}
        <Form.Item
          name="themeColor"
          label="主题色"
          getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString().toUpperCase()}
        >
          <ColorPicker showText disabledAlpha format="hex" presets={[{ label: '推荐', colors: [PRELOGIN_THEME_COLOR] }]} />
        </Form.Item>
        <Form.Item name="searchPlaceholder" label="搜索框提示" {...fieldRules({ label: '搜索框提示', max: 40 })}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="heatWords" label="热门搜索词（最多10个）" extra="访客搜索不到服务的词不会在登录前页面展示">
          <Select mode="tags" maxCount={10} tokenSeparators={[',', '，']} placeholder="输入后回车" />
        </Form.Item>
      </SectionForm>
    ),
    preLoginConfigColumn: (
      <SectionForm section="columns" {...formProps}>
        <ListEditor
          name="list"
          max={20}
          addLabel="新增栏目"
          itemLabel={(i) => `栏目 ${i + 1}`}
          blank={{ columnName: '', columnType: 'news', enabled: true }}
          fields={[
            { name: 'columnName', label: '栏目名称', kind: 'text', required: true, max: 20 },
            { name: 'columnType', label: '类型', kind: 'select', options: columnOptions },
            { name: 'enabled', label: '启用', kind: 'switch' },
          ]}
        />
      </SectionForm>
    ),
    preLoginConfigCard: <CardEditor config={draft} />,
    preLoginConfigNavigation: (
      <SectionForm section="navigation" {...formProps}>
        <ListEditor
          name="list"
          max={12}
          addLabel="新增导航"
          itemLabel={(i) => `导航 ${i + 1}`}
          blank={{ name: '', url: '', openInNewTab: false, enabled: true }}
          fields={[
            { name: 'name', label: '导航名称', kind: 'text', required: true, max: 20 },
            { name: 'url', label: '地址', kind: 'url', required: true, max: 1000 },
            { name: 'openInNewTab', label: '新窗口打开', kind: 'switch' },
            { name: 'enabled', label: '启用', kind: 'switch' },
          ]}
        />
      </SectionForm>
    ),
    preLoginConfigCarousel: (
      <SectionForm section="carousel" {...formProps}>
        <p className="oh-plc-hint">支持 PNG、JPG、GIF、WEBP，单张不超过 2MB，建议尺寸 1600×700。</p>
        <ListEditor
          name="list"
          max={10}
          addLabel="新增轮播图"
          itemLabel={(i) => `轮播图 ${i + 1}`}
          blank={{ title: '', imgUrl: '', linkUrl: null, enabled: true }}
          fields={[
            { name: 'title', label: '标题', kind: 'text', max: 40 },
            {
              name: 'imgUrl',
              label: '图片地址',
              kind: 'url',
              required: true,
              max: 1000,
              addon: (i) => <CarouselUploadAddon rowIndex={i} />,
            },
            { name: 'linkUrl', label: '跳转地址', kind: 'url', max: 1000 },
            { name: 'enabled', label: '启用', kind: 'switch' },
          ]}
        />
      </SectionForm>
    ),
    preLoginConfigThirdParty: (
      <SectionForm section="thirdParty" {...formProps}>
        <ListEditor
          name="list"
          max={30}
          addLabel="新增系统"
          itemLabel={(i) => `系统 ${i + 1}`}
          blank={{ name: '', icon: null, description: '', url: '', enabled: true }}
          fields={[
            { name: 'name', label: '系统名称', kind: 'text', required: true, max: 30 },
            { name: 'url', label: '地址', kind: 'url', required: true, max: 1000 },
            { name: 'icon', label: '图标地址', kind: 'url', max: 1000 },
            { name: 'description', label: '简介', kind: 'text', max: 100 },
            { name: 'enabled', label: '启用', kind: 'switch' },
          ]}
        />
      </SectionForm>
    ),
    preLoginConfigCommonTool: <ToolEditor config={draft} />,
    preLoginConfigFooter: <SchoolIdentityForm />,
    preLoginConfigLanding: <LandingChoice draft={draft} onDraft={setDraft} />,
  };

  return (
    <ConfigPage
      title="登录前配置"
      description={DESCRIPTION}
      tabs={{
        activeKey: tab,
        onChange: (key) => setTab('preLoginConfigTab', key),
        items: PRELOGIN_CONFIG_TABS.map(([key, label]) => ({ key, label, children: panes[key] })),
      }}
      aside={<LandingPreview config={draft} />}
    />
  );
}

/** Which landing visitors get (SPEC §4: the service centres set the business type). */
function LandingChoice({ draft, onDraft }: Omit<SectionFormProps, 'section' | 'children'>) {
  const { message } = App.useApp();
  const saveSection = useSaveSection();
  const value = draft.global.landingType;
  const save = async () => {
    const env = await saveSection.mutateAsync({ section: 'landing', body: { landingType: value } });
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    void message.success('保存成功');
  };
  return (
    <div>
      <Radio.Group
        value={value}
        onChange={(e) => onDraft({ ...draft, global: { ...draft.global, landingType: e.target.value } })}
        className="oh-plc-landing"
        aria-label="访客落地页"
      >
        <Radio value={LandingType.LANDING}>登录前首页（本页配置的内容）</Radio>
        <Radio value={LandingType.SERVICE_CENTER_BEFORE_LOGIN}>全部服务页（流程服务）</Radio>
        <Radio value={LandingType.APPLICATION_SERVICE_CENTER}>办事服务中心（应用服务）</Radio>
      </Radio.Group>
      <div style={{ marginTop: 16 }}>
        <Button type="primary" loading={saveSection.isPending} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </div>
  );
}
