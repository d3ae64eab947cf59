/**
 * The image viewer's behaviour as pure functions (SPEC §2 "App shell" image
 * viewer, §4 looping, §9 constants), so the component stays a thin view.
 */

import { IMAGE_ROTATE_STEP_DEG, IMAGE_WHEEL_ZOOM_STEP, IMAGE_ZOOM_STEP } from '@onehall/contract';

/** SPEC §9. */
export const ZOOM_STEP = IMAGE_ZOOM_STEP;
export const WHEEL_STEP = IMAGE_WHEEL_ZOOM_STEP;
export const ROTATE_STEP = IMAGE_ROTATE_STEP_DEG;
/** Below this the image is too small to see; zooming out stops here. */
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 10;

export type ViewerMode = 'fit' | 'original';

export interface ViewerState {
  index: number;
  scale: number;
  rotate: number;
  mode: ViewerMode;
}

export type ViewerAction =
  | { type: 'prev'; count: number }
  | { type: 'next'; count: number }
  | { type: 'zoom'; delta: number }
  | { type: 'rotate'; degrees: number }
  | { type: 'toggleMode' };

export const initialViewerState = (index = 0): ViewerState => ({ index, scale: 1, rotate: 0, mode: 'fit' });

const round = (n: number) => Math.round(n * 1000) / 1000;

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'prev':
    case 'next': {
      if (action.count <= 1) return state;
      const step = action.type === 'next' ? 1 : -1;
      // SPEC §4: the viewer loops around at both ends; a new image starts untransformed.
      const index = (state.index + step + action.count) % action.count;
      return { ...initialViewerState(index), mode: state.mode };
    }
    case 'zoom':
      return { ...state, scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, round(state.scale + action.delta))) };
    case 'rotate':
      return { ...state, rotate: state.rotate + action.degrees };
    case 'toggleMode':
      // Switching mode starts from a clean transform, so "original" really means 1:1.
      return { ...initialViewerState(state.index), mode: state.mode === 'fit' ? 'original' : 'fit' };
  }
}

export type KeyOutcome = { type: 'close' } | { type: 'action'; action: ViewerAction } | null;

/** SPEC §2 keys: Esc closes, Space toggles mode, ←/→ switch image, ↑/↓ zoom. */
export function keyToOutcome(key: string, count: number): KeyOutcome {
  switch (key) {
    case 'Escape':
    case 'Esc':
      return { type: 'close' };
    case ' ':
    case 'Spacebar':
      return { type: 'action', action: { type: 'toggleMode' } };
    case 'ArrowLeft':
      return { type: 'action', action: { type: 'prev', count } };
    case 'ArrowRight':
      return { type: 'action', action: { type: 'next', count } };
    case 'ArrowUp':
      return { type: 'action', action: { type: 'zoom', delta: ZOOM_STEP } };
    case 'ArrowDown':
      return { type: 'action', action: { type: 'zoom', delta: -ZOOM_STEP } };
    default:
      return null;
  }
}

/**
 * One wheel event zooms by one wheel step in the scroll direction. The step is
 * per event rather than per pixel of deltaY because browsers report 1 to 120
 * units per notch; per event gives the same feel on every device.
 */
export function wheelToAction(deltaY: number): ViewerAction | null {
  if (deltaY === 0) return null;
  return { type: 'zoom', delta: deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP };
}
