import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeConfig, useModalViewsStore } from './modal-views.ts';

describe('modal views store', () => {
  let frame: HTMLIFrameElement;
  let posted: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    useModalViewsStore.setState({ views: [] });
    frame = document.createElement('iframe');
    document.body.appendChild(frame);
    posted = vi.fn();
    vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(posted);
  });

  afterEach(() => {
    frame.remove();
    vi.restoreAllMocks();
  });

  it('should give each view a 32-character id', () => {
    const id = useModalViewsStore.getState().add({});
    expect(id).toHaveLength(32);
  });

  it('should default the size to 650px by 1200px', () => {
    const config = normalizeConfig({});
    expect(config.height).toBe('650px');
    expect(config.width).toBe('1200px');
  });

  it('should keep a given size', () => {
    expect(normalizeConfig({ height: 400, width: '80%' })).toMatchObject({ height: '400px', width: '80%' });
  });

  it('should copy serviceConfig.serviceUrl to serviceHref', () => {
    expect(normalizeConfig({ serviceConfig: { serviceUrl: 'https://svc.example.edu/a' } }).serviceConfig?.serviceHref).toBe(
      'https://svc.example.edu/a',
    );
  });

  it('should append on add and remove by id on close', () => {
    const { add, close } = useModalViewsStore.getState();
    const first = add({ title: '一' });
    const second = add({ title: '二' });
    expect(useModalViewsStore.getState().views.map((v) => v.modelId)).toEqual([first, second]);
    close(first);
    expect(useModalViewsStore.getState().views.map((v) => v.modelId)).toEqual([second]);
  });

  it('should broadcast add and close to every child frame', () => {
    const id = useModalViewsStore.getState().add({});
    expect(posted).toHaveBeenLastCalledWith({ type: 'notice', name: 'modalViews', action: 'add', modelId: id, modelIds: [id] }, '*');
    useModalViewsStore.getState().close(id);
    expect(posted).toHaveBeenLastCalledWith({ type: 'notice', name: 'modalViews', action: 'close', modelId: id, modelIds: [] }, '*');
  });
});
