// The build's antd style sheet (issue 25): fetched once, put first in <head> as antd's own queue before
// antd first draws, and kept out once antd may have drawn without it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STYLE_SHEET_MARK, styleSheetLoader } from '../src/styleSheet';

const sheets = () => [...document.head.querySelectorAll(`style[${STYLE_SHEET_MARK}]`)];

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('styleSheetLoader', () => {
  it('puts the sheet first in the head, marked as antd’s queue, from one fetch', async () => {
    document.head.innerHTML = '<style id="console">.lx-page{}</style>';
    const load = vi.fn(async () => '.ant-btn{color:red}');
    const loader = styleSheetLoader('/static/css/antd.1.css', { load });
    loader.prefetch();
    loader.prefetch();
    await Promise.all([loader.ready(), loader.ready()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/static/css/antd.1.css');
    const [sheet] = sheets();
    expect(sheets()).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(sheet);
    expect(sheet?.getAttribute('data-rc-order')).toBe('prependQueue');
    expect(sheet?.textContent).toBe('.ant-btn{color:red}');
  });

  it('answers after the wait without the sheet, and keeps a late sheet out', async () => {
    vi.useFakeTimers();
    let arrive: (css: string) => void = () => undefined;
    const loader = styleSheetLoader('/antd.css', {
      wait: 1000,
      load: () => new Promise<string>((resolve) => (arrive = resolve)),
    });
    const ready = loader.ready();
    await vi.advanceTimersByTimeAsync(1000);
    await ready;
    expect(sheets()).toHaveLength(0);
    arrive('.late{}');
    await loader.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(sheets()).toHaveLength(0);
  });

  it('answers without a sheet when it cannot be read, and without a fetch when the build wrote none', async () => {
    const failing = styleSheetLoader('/antd.css', { load: () => Promise.reject(new Error('404')) });
    await failing.ready();
    expect(sheets()).toHaveLength(0);
    const load = vi.fn(async () => '');
    await styleSheetLoader('', { load }).ready();
    expect(load).not.toHaveBeenCalled();
    expect(sheets()).toHaveLength(0);
  });
});
