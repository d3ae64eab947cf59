import { useState } from 'react';

/** SPEC §8: an image that fails to load says 加载失败. */
export const IMAGE_FAILED = '加载失败';

/** A thumbnail that opens the image viewer; a broken image shows 加载失败 instead. */
export function MessageImage({ src, label, onOpen }: { src: string; label: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="oh-msg-thumb oh-msg-thumb--failed" role="img" aria-label={IMAGE_FAILED}>
        {IMAGE_FAILED}
      </span>
    );
  }
  return (
    <button type="button" className="oh-msg-thumb" aria-label={label} onClick={onOpen}>
      <img src={src} alt={IMAGE_FAILED} loading="lazy" onError={() => setFailed(true)} />
    </button>
  );
}
