import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useManageScope } from '../api/manage-scope.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { FeedbackQueue } from '../components/feedback-queue.tsx';
import { MyFeedback } from '../components/my-feedback.tsx';
import '../components/feedback.css';

/**
 * /questionFeedback (帮助与反馈, issue 18, docs/design/robot-feedback-web.md):
 * file a question feedback and follow one's own tickets; those who handle
 * tickets also get the queue. Outside the /home shell: the iframe page that
 * 帮助与反馈 opens shows it under its own title.
 */
export default function QuestionFeedbackPage() {
  const [tab, setTab] = useState('form');
  const scope = useManageScope();
  // The robot's 反馈问题 passes the question it could not answer.
  const [params] = useSearchParams();
  return (
    <main className="oh-feedback-page">
      <Typography.Title level={4}>问题反馈</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'form',
            label: '提交反馈',
            children: <FeedbackForm initialDescription={params.get('q') ?? ''} onSaved={() => setTab('mine')} />,
          },
          { key: 'mine', label: '我的反馈', children: <MyFeedback /> },
          ...(scope.data?.canManage ? [{ key: 'queue', label: '反馈处理', children: <FeedbackQueue /> }] : []),
        ]}
      />
    </main>
  );
}
