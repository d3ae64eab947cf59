import { CHAT_TEXT_MAX } from '@onehall/contract';
import { Button, Input } from 'antd';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

interface ComposerProps {
  sending: boolean;
  /** Resolves true when sent, so the text is kept after a refusal. */
  onSend: (text: string) => Promise<boolean>;
  onChange?: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** Shown above the input: the robot's suggestions. */
  above?: ReactNode;
  value?: string;
}

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  sending,
  onSend,
  onChange,
  placeholder = '请输入消息，Enter 发送',
  maxLength = CHAT_TEXT_MAX,
  above,
  value,
}: ComposerProps) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  const submit = async () => {
    if (!text.trim() || sending) return;
    if (await onSend(text.trim())) change('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  return (
    <div className="oh-chat-composer">
      {above}
      <div className="oh-chat-composer__row">
        <Input.TextArea
          aria-label="输入消息"
          placeholder={placeholder}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={maxLength}
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" aria-label="发送" onClick={() => void submit()} loading={sending} disabled={!text.trim()}>
          发送
        </Button>
      </div>
    </div>
  );
}
