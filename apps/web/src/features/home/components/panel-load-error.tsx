import { Button } from 'antd';

/** A home-page panel whose data did not load: what failed, and a way to ask again. */
export function PanelLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="oh-home-panel__state" role="alert">
      <span>{text}</span>
      <Button size="small" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
