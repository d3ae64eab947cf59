import { ArrowLeftOutlined, RobotOutlined } from '@ant-design/icons';
import { ROBOT_KEYWORD_MIN, ROBOT_QUESTION_MAX, RobotMessages, type RobotQuestion } from '@onehall/contract';
import { Avatar, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { generateId } from '../../../lib/crypto.ts';
import { type RobotChatEntry, useRobotChatStore } from '../../../stores/robot-chat.ts';
import { useGreeting } from '../api/robot-greet.ts';
import { postIsSolve } from '../api/robot-is-solve.ts';
import { getRecommended } from '../api/robot-recommend-list.ts';
import { postRecordQuestion } from '../api/robot-record-question.ts';
import { postRobotSearch } from '../api/robot-search.ts';
import { useSuggestions } from '../api/robot-want-answer.ts';
import { feedbackPath } from '../lib/chat-cache.ts';
import { Composer } from './composer.tsx';
import { FeedbackLink, RobotAnswerView } from './robot-answer.tsx';

/** Pause in typing before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface AssistantConversationProps {
  signedIn: boolean;
  onBack?: () => void;
  /** Called as 反馈问题 leaves for the feedback page. */
  onLeave?: () => void;
}

/**
 * The assistant (contact 30001): greeting and common questions, suggestions
 * while typing, answers with 是否解决了您的问题, recommended questions, and
 * 反馈问题 when it could not help. The conversation is the robotChat record
 * of the session (stores/robot-chat.ts).
 */
export function AssistantConversation({ signedIn, onBack, onLeave }: AssistantConversationProps) {
  const navigate = useNavigate();
  const greeting = useGreeting(signedIn);
  const entries = useRobotChatStore((s) => s.robotChat);
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const [solving, setSolving] = useState('');
  const keyword = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(keyword, signedIn);
  const end = useRef<HTMLDivElement>(null);
  const robotName = greeting.data?.robotName ?? '智能客服助手';
  const add = useRobotChatStore((s) => s.addEntries);

  // The greeting opens the record once per session.
  useEffect(() => {
    const g = greeting.data;
    if (g && useRobotChatStore.getState().robotChat.length === 0) {
      add({ kind: 'greet', id: generateId(), greeting: g.greeting, questions: g.questions });
    }
  }, [greeting.data, add]);

  const count = entries.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const ask = async (raw: string): Promise<boolean> => {
    const question = raw.trim().slice(0, ROBOT_QUESTION_MAX);
    if (!question || asking) return false;
    setAsking(true);
    try {
      const env = await postRobotSearch(question, signedIn);
      if (!isOk(env)) {
        reportError(env);
        return false;
      }
      add({ kind: 'question', id: generateId(), text: question });
      if (env.result.length > 0) add({ kind: 'answer', id: generateId(), question, answers: env.result, solved: null });
      else {
        add({ kind: 'noAnswer', id: generateId(), question });
        // What it could not answer is recorded for the administrators; a failure here changes nothing for the user.
        void postRecordQuestion(question, signedIn);
      }
      setText('');
      return true;
    } finally {
      setAsking(false);
    }
  };

  const solve = async (entry: Extract<RobotChatEntry, { kind: 'answer' }>, solved: boolean) => {
    const best = entry.answers[0];
    if (!best) return;
    setSolving(entry.id);
    const env = await postIsSolve({ id: best.id, question: entry.question, solved }, signedIn);
    setSolving('');
    if (!isOk(env)) return reportError(env);
    useRobotChatStore.getState().markSolved(entry.id, solved);
  };

  const recommend = async () => {
    try {
      add({ kind: 'recommend', id: generateId(), questions: await getRecommended(signedIn) });
    } catch (e) {
      reportError((e as Error).message);
    }
  };

  const feedback = (question: string) => {
    onLeave?.();
    navigate(feedbackPath(question));
  };

  const questionList = (questions: RobotQuestion[]) => (
    <ul className="oh-robot-questions">
      {questions.map((q) => (
        <li key={q.id}>
          <Button type="link" size="small" disabled={asking} onClick={() => void ask(q.question)}>
            {q.question}
          </Button>
        </li>
      ))}
    </ul>
  );

  const typed = text.trim();
  const shownSuggestions = typed.length >= ROBOT_KEYWORD_MIN ? (suggestions.data ?? []) : [];

  return (
    <div className="oh-chat-thread">
      <header className="oh-chat-thread__head">
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回联系人" onClick={onBack} />}
        <Avatar src={greeting.data?.robotAvatar || undefined} icon={<RobotOutlined />} />
        <div className="oh-chat-thread__title">
          <h3>{robotName}</h3>
          <span>智能客服助手</span>
        </div>
        <Button size="small" onClick={() => void recommend()}>
          推荐问题
        </Button>
      </header>
      <div className="oh-chat-thread__body" role="log" aria-label={`与${robotName}的对话`} aria-live="polite">
        {greeting.isPending && entries.length === 0 && <p className="oh-chat-empty">加载中…</p>}
        {greeting.isError && entries.length === 0 && (
          <div className="oh-chat-empty" role="alert">
            <p>{greeting.error.message}</p>
            <Button size="small" onClick={() => void greeting.refetch()}>
              重试
            </Button>
          </div>
        )}
        {entries.map((e) => {
          switch (e.kind) {
            case 'greet':
              return (
                <div key={e.id} className="oh-chat-bubble">
                  <p className="oh-chat-bubble__text">{e.greeting}</p>
                  {e.questions.length > 0 && <p className="oh-robot-hint">常见问题：</p>}
                  {questionList(e.questions)}
                </div>
              );
            case 'question':
              return (
                <div key={e.id} className="oh-chat-bubble oh-chat-bubble--mine">
                  <p className="oh-chat-bubble__text">{e.text}</p>
                </div>
              );
            case 'answer':
              return (
                <RobotAnswerView
                  key={e.id}
                  question={e.question}
                  answers={e.answers}
                  solved={e.solved}
                  busy={solving === e.id}
                  onAsk={(q) => void ask(q)}
                  onSolved={(solved) => void solve(e, solved)}
                  onFeedback={feedback}
                />
              );
            case 'noAnswer':
              return (
                <div key={e.id} className="oh-chat-bubble">
                  <p className="oh-chat-bubble__text">{RobotMessages.noAnswer}</p>
                  <FeedbackLink question={e.question} onFeedback={feedback} />
                </div>
              );
            case 'recommend':
              return (
                <div key={e.id} className="oh-chat-bubble">
                  <p className="oh-robot-hint">{e.questions.length > 0 ? '为您推荐以下问题：' : '暂无推荐'}</p>
                  {questionList(e.questions)}
                </div>
              );
            default:
              return null;
          }
        })}
        <div ref={end} />
      </div>
      <Composer
        value={text}
        onChange={setText}
        sending={asking}
        onSend={ask}
        maxLength={ROBOT_QUESTION_MAX}
        placeholder="请输入您要咨询的问题，Enter 发送"
        above={
          shownSuggestions.length > 0 && (
            <ul className="oh-robot-suggestions" aria-label="您是不是想问">
              {shownSuggestions.map((q) => (
                <li key={q.id}>
                  <button type="button" onClick={() => void ask(q.question)}>
                    {q.question}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      />
    </div>
  );
}
