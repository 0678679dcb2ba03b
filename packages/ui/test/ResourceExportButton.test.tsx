// PAGES.md "Export": the list's filters, sort included, without its paging.
import { describe, expect, it } from 'vitest';
import { exportQuery } from '../src/crud/ResourceExportButton';

describe('exportQuery', () => {
  it('keeps the filters and the sort, drops page and size', () => {
    expect(
      exportQuery({
        current: 3,
        size: 50,
        account: 'admin',
        createTime_datege: '2026-01-01 00:00:00',
        descs: 'createTime',
      }),
    ).toEqual({ account: 'admin', createTime_datege: '2026-01-01 00:00:00', descs: 'createTime' });
    expect(exportQuery({ current: 1, size: 10 })).toEqual({});
  });
});
