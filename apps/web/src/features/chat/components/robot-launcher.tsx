import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import './robot-launcher.css';

/**
 * The landing page's way to the robot, bottom right: a plain button (the
 * landing carries no antd); the window itself loads when it opens.
 */
export function RobotLauncher({ name }: { name: string }) {
  return (
    <button type="button" className="oh-robot-launcher" aria-haspopup="dialog" onClick={() => useRobotChatStore.getState().openWindow()}>
      <span aria-hidden="true" className="oh-robot-launcher__icon">
        ?
      </span>
      <span>{name || '智能客服'}</span>
    </button>
  );
}
