import RobotConfigPage from '../features/robot/pages/robot-config-page.tsx';
import { FeedbackQueue } from '../features/robot-feedback/components/feedback-queue.tsx';

/** 智能客服配置 with the question-feedback queue (issue 18) as its last tab: two areas, composed here. */
export default function RobotConfigRoute() {
  return <RobotConfigPage extraTabs={[{ key: 'feedback', label: '问题反馈', children: <FeedbackQueue /> }]} />;
}
