import {
  CloseOutlined,
  CompressOutlined,
  ExpandOutlined,
  LeftOutlined,
  RightOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Messages } from '@onehall/contract';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './image-viewer.css';
import { initialViewerState, keyToOutcome, ROTATE_STEP, viewerReducer, wheelToAction, ZOOM_STEP } from './viewer-state.ts';

export interface ImageViewerProps {
  urls: string[];
  initialIndex?: number;
  onClose: () => void;
}

/** Full-screen image viewer of SPEC §2; keyboard and mouse wheel as SPEC lists them. */
export function ImageViewer({ urls, initialIndex = 0, onClose }: ImageViewerProps) {
  const [state, dispatch] = useReducer(viewerReducer, initialIndex, initialViewerState);
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const dialogRef = useRef<HTMLDivElement>(null);
  const count = urls.length;

  // Refs keep the document listener stable while props change.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previousFocus?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const outcome = keyToOutcome(e.key, count);
      if (!outcome) return;
      // Space on a focused toolbar button should still press that button.
      if (outcome.type === 'action' && outcome.action.type === 'toggleMode' && e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      if (outcome.type === 'close') onCloseRef.current();
      else dispatch(outcome.action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  useEffect(() => {
    const canvas = dialogRef.current;
    if (!canvas) return;
    // A non-passive listener, so the wheel zooms the image instead of scrolling the page.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const action = wheelToAction(e.deltaY);
      if (action) dispatch(action);
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  const url = urls[state.index];
  const imgClass = state.mode === 'fit' ? 'oh-viewer__img oh-viewer__img--fit' : 'oh-viewer__img';
  const tool = (label: string, icon: ReactNode, onClick: () => void) => (
    <button type="button" className="oh-viewer__btn" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </button>
  );

  return createPortal(
    <div className="oh-viewer" role="dialog" aria-modal="true" aria-label="图片预览" tabIndex={-1} ref={dialogRef}>
      <div className="oh-viewer__mask" onClick={onClose} aria-hidden="true" />
      {tool('关闭', <CloseOutlined />, onClose)}
      {count > 1 && (
        <>
          <button
            type="button"
            className="oh-viewer__btn oh-viewer__prev"
            aria-label="上一张"
            onClick={() => dispatch({ type: 'prev', count })}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="oh-viewer__btn oh-viewer__next"
            aria-label="下一张"
            onClick={() => dispatch({ type: 'next', count })}
          >
            <RightOutlined />
          </button>
        </>
      )}
      <div className="oh-viewer__canvas">
        {url === undefined || failed[state.index] ? (
          <div className="oh-viewer__error" role="img" aria-label={Messages.imageLoadFailed}>
            {Messages.imageLoadFailed}
          </div>
        ) : (
          <img
            key={url}
            className={imgClass}
            src={url}
            alt={`图片 ${state.index + 1}`}
            style={{ transform: `scale(${state.scale}) rotate(${state.rotate}deg)` }}
            onError={() => setFailed((f) => ({ ...f, [state.index]: true }))}
            draggable={false}
          />
        )}
      </div>
      <div className="oh-viewer__toolbar">
        {count > 1 && (
          <span className="oh-viewer__counter" aria-live="polite">
            {state.index + 1} / {count}
          </span>
        )}
        {tool('缩小', <ZoomOutOutlined />, () => dispatch({ type: 'zoom', delta: -ZOOM_STEP }))}
        {tool('放大', <ZoomInOutlined />, () => dispatch({ type: 'zoom', delta: ZOOM_STEP }))}
        {state.mode === 'fit'
          ? tool('原始尺寸', <ExpandOutlined />, () => dispatch({ type: 'toggleMode' }))
          : tool('适应屏幕', <CompressOutlined />, () => dispatch({ type: 'toggleMode' }))}
        {tool('向左旋转', <RotateLeftOutlined />, () => dispatch({ type: 'rotate', degrees: -ROTATE_STEP }))}
        {tool('向右旋转', <RotateRightOutlined />, () => dispatch({ type: 'rotate', degrees: ROTATE_STEP }))}
      </div>
    </div>,
    document.body,
  );
}
