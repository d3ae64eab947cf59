import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';

/** How long before the SSO session ends the warning shows (issue 19: two minutes). */
export const SESSION_WARNING_BEFORE_MS = 120_000;

const clockText = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;
};

export interface SessionWarningProps {
  /** Epoch ms the session ends; null: no session to warn about. */
  deadline: number | null;
  onContinue(): Promise<void>;
  onExit(): Promise<void>;
}

/**
 * The warning two minutes before the SSO session ends (docs/design/theme.md
 * "Session"): 继续使用 extends it, 退出 signs out. The blocking
 * session-expired dialog takes over if it does end.
 */
export function SessionWarning({ deadline, onContinue, onExit }: SessionWarningProps) {
  const [now, setNow] = useState(Date.now);
  const [busy, setBusy] = useState<'continue' | 'exit' | null>(null);

  // Asleep until the warning is due, then a clock for its countdown.
  useEffect(() => {
    if (deadline === null) return;
    let clock: ReturnType<typeof setInterval> | undefined;
    const due = setTimeout(
      () => {
        setNow(Date.now());
        clock = setInterval(() => setNow(Date.now()), 1000);
      },
      Math.max(0, deadline - SESSION_WARNING_BEFORE_MS - Date.now()),
    );
    return () => {
      clearTimeout(due);
      clearInterval(clock);
    };
  }, [deadline]);

  const left = deadline === null ? null : deadline - now;
  const open = left !== null && left <= SESSION_WARNING_BEFORE_MS;

  const act = async (which: 'continue' | 'exit') => {
    if (busy) return;
    setBusy(which);
    try {
      await (which === 'continue' ? onContinue() : onExit());
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      title="登录即将失效"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      zIndex={2900}
      footer={[
        <Button key="exit" loading={busy === 'exit'} onClick={() => void act('exit')}>
          退出
        </Button>,
        <Button key="continue" type="primary" loading={busy === 'continue'} onClick={() => void act('continue')}>
          继续使用
        </Button>,
      ]}
    >
      <p>您已长时间未操作，登录将在 {clockText(left ?? 0)} 后失效。如需继续使用，请点击“继续使用”。</p>
    </Modal>
  );
}
