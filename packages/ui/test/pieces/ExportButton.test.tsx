// Export (PAGES "What every list page shares"; SPEC §7): the current filters and the token in the query,
// saved as <name>.xlsx; busy while downloading; usable again after a failure.
import { notices, sessionStore } from '@lingxi/core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExportButton, exportFilters, xlsxName } from '../../src/pieces/ExportButton';
import { catchDownloads, type FakeAnswer, fakeServer, renderInConsole, setupTexts } from './setup';

let downloads: ReturnType<typeof catchDownloads>;
beforeAll(() => setupTexts('en'));
afterEach(() => {
  downloads?.restore();
  cleanup();
});

describe('ExportButton', () => {
  it('downloads a spec export under its spec name, with the filters and the token, busy meanwhile', async () => {
    downloads = catchDownloads();
    sessionStore.setState({ token: 'token-1' });
    let answer!: (value: FakeAnswer) => void;
    const calls = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    const onExported = vi.fn();
    renderInConsole(
      <ExportButton
        url="/lingxi-operation-log/export"
        exportName="operationLog"
        filters={{ title: 'login', account: '', createTime_datege: undefined }}
        onExported={onExported}
      />,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button); // ignored while busy
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/lingxi-operation-log/export');
    expect(calls[0]?.responseType).toBe('blob');
    expect(calls[0]?.params).toEqual({ title: 'login', 'lingxi-auth': 'token-1' });

    await act(async () => answer({ data: new Blob(['xlsx']) }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(downloads.saved.map((file) => file.name)).toEqual(['operation log.xlsx']);
    expect(onExported).toHaveBeenCalledWith('operation log.xlsx');
  });

  it('saves a page export as <fileName>.xlsx with the filters read at click time', async () => {
    downloads = catchDownloads();
    const calls = fakeServer(() => ({ data: new Blob(['xlsx']) }));
    let filters: Record<string, unknown> = { category: '1' };
    renderInConsole(
      <ExportButton url="/lingxi-desk/notice/export" fileName="notices" filters={() => filters}>
        Export notices
      </ExportButton>,
    );
    filters = { category: '2', title: 'holiday' };
    await userEvent.click(screen.getByRole('button', { name: 'Export notices' }));
    await waitFor(() => expect(downloads.saved.map((file) => file.name)).toEqual(['notices.xlsx']));
    expect(calls[0]?.params).toMatchObject({ category: '2', title: 'holiday' });
  });

  it('stays usable after a failure, which the request layer reports', async () => {
    downloads = catchDownloads();
    const said: string[] = [];
    const stop = notices.subscribe((notice) => said.push(notice.text ?? notice.key ?? ''));
    let fail = true;
    fakeServer(() =>
      fail
        ? {
            status: 500,
            data: new Blob([JSON.stringify({ code: 500, msg: 'Export refused' })], {
              type: 'application/json',
            }),
          }
        : { data: new Blob(['xlsx']) },
    );
    renderInConsole(<ExportButton url="/lingxi-user/export-user" fileName="users.xlsx" />);
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    await waitFor(() => expect(said).toEqual(['Export refused']));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(downloads.saved).toEqual([]);

    fail = false;
    await userEvent.click(button);
    await waitFor(() => expect(downloads.saved.map((file) => file.name)).toEqual(['users.xlsx']));
    stop();
  });

  it('names files and drops empty filters', () => {
    expect(xlsxName('login log')).toBe('login log.xlsx');
    expect(xlsxName('users.XLSX')).toBe('users.XLSX');
    expect(exportFilters({ a: 0, b: '', c: null, d: undefined, e: false })).toEqual({ a: 0, e: false });
  });
});
