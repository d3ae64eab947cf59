import { type RobotAnswer, RobotMessages } from '@onehall/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useOpenService } from '../../../components/service-open/index.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';

interface RobotAnswerViewProps {
  question: string;
  answers: RobotAnswer[];
  solved: boolean | null;
  busy: boolean;
  onAsk: (question: string) => void;
  onSolved: (solved: boolean) => void;
  onFeedback: (question: string) => void;
}

/** 反馈问题: after 未解决 or when nothing answered, to the feedback form with the question. */
export function FeedbackLink({ question, onFeedback }: { question: string; onFeedback: (question: string) => void }) {
  return (
    <Button type="link" size="small" className="oh-robot-feedback" onClick={() => onFeedback(question)}>
      反馈问题
    </Button>
  );
}

/**
 * The robot's best answer (sanitised rich text), the services it links
 * (opened with their open way), the other close questions, and
 * 是否解决了您的问题 with 已解决 / 未解决.
 */
export function RobotAnswerView({ question, answers, solved, busy, onAsk, onSolved, onFeedback }: RobotAnswerViewProps) {
  const open = useOpenService();
  const [best, ...others] = answers;
  const html = useMemo(() => sanitizeHtml(best?.answer), [best?.answer]);
  if (!best) return null;
  return (
    <div className="oh-chat-bubble oh-robot-answer">
      <p className="oh-robot-answer__question">{best.question}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the answer is sanitised twice, by the server and by sanitizeHtml */}
      <div className="oh-robot-answer__html" dangerouslySetInnerHTML={{ __html: html }} />
      {best.services.length > 0 && (
        <div className="oh-robot-answer__services">
          <span>相关服务：</span>
          {best.services.map((s) => (
            <Button key={s.serviceId} size="small" onClick={() => open({ ...s, visitorVisible: true })}>
              {s.serviceName}
            </Button>
          ))}
        </div>
      )}
      {others.length > 0 && (
        <div className="oh-robot-answer__others">
          <span>您可能还想问：</span>
          {others.map((a) => (
            <Button key={a.id} type="link" size="small" onClick={() => onAsk(a.question)}>
              {a.question}
            </Button>
          ))}
        </div>
      )}
      <div className="oh-robot-answer__solve">
        {solved === null ? (
          <>
            <span>{RobotMessages.isSolvePrompt}</span>
            <Button size="small" disabled={busy} onClick={() => onSolved(true)}>
              已解决
            </Button>
            <Button size="small" disabled={busy} onClick={() => onSolved(false)}>
              未解决
            </Button>
          </>
        ) : solved ? (
          <span>感谢您的反馈，很高兴能帮到您</span>
        ) : (
          <>
            <span>很抱歉没能帮到您，您可以</span>
            <FeedbackLink question={question} onFeedback={onFeedback} />
          </>
        )}
      </div>
    </div>
  );
}
