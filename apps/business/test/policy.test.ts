/// <reference types="@rsbuild/core/types" />
// The policy pages' pure parts: which actions a project allows in which state, when a policy may be
// removed, what a save sends of the files, the name and type a download is saved under; and their
// texts in both languages.

import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import { dispositionName, downloadedFile, fileList, savedPolicy, sizeText } from '../src/pages/policy/files';
import { messages } from '../src/pages/policy/messages';
import { policyRemovable, projectActions, todayText, windowState } from '../src/pages/policy/rules';

describe('a project’s window and actions', () => {
  const project = { openDate: '2026-03-01', closeDate: '2026-03-31' };
  it.each([
    ['2026-02-28', 'upcoming', ['edit', 'delete', 'depts']],
    ['2026-03-01', 'open', ['edit', 'delete', 'depts']],
    ['2026-03-31', 'open', ['edit', 'delete', 'depts']],
    ['2026-04-01', 'closed', ['delete']],
  ] as const)('on %s the window is %s and allows %j', (today, state, actions) => {
    expect(windowState(project.openDate, project.closeDate, today)).toBe(state);
    expect(projectActions(project, today)).toEqual(actions);
  });

  it('a policy is removed only when every project has closed', () => {
    expect(policyRemovable([], '2026-03-10')).toBe(true);
    expect(policyRemovable([{ closeDate: '2026-03-09' }], '2026-03-10')).toBe(true);
    expect(policyRemovable([{ closeDate: '2026-03-09' }, { closeDate: '2026-03-10' }], '2026-03-10')).toBe(
      false,
    );
    expect(policyRemovable([{ closeDate: '2026-12-31' }], '2026-03-10')).toBe(false);
  });

  it('today is the local day as the server writes dates', () => {
    expect(todayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('a policy’s files', () => {
  const kept = [
    { id: '11', attachId: '101', originalName: 'a.pdf' },
    { id: '12', attachId: '102', originalName: 'b.txt' },
  ];
  it('a save sends the kept files and a new upload as attachIds, each once, in order', () => {
    expect(savedPolicy({ title: 'x', attachments: kept, newFile: undefined }, '103')).toEqual({
      title: 'x',
      attachIds: '101,102,103',
    });
    expect(savedPolicy({ title: 'x', attachments: [kept[1], kept[1]] })).toEqual({
      title: 'x',
      attachIds: '102',
    });
    expect(savedPolicy({ title: 'x', attachments: [] })).toEqual({ title: 'x', attachIds: '' });
    // without the files' field and without a new one, the files are left as they are
    expect(savedPolicy({ title: 'x' })).toEqual({ title: 'x' });
    expect(savedPolicy({ title: 'x' }, '104')).toEqual({ title: 'x', attachIds: '104' });
    expect(fileList([{ attachId: 'x' }, null, 'a', ...kept])).toEqual(kept);
  });

  it('a download is saved under the server’s UTF-8 name and type', async () => {
    const header = `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('申报指南 (2026).pdf')}`;
    expect(dispositionName(header, 'fallback.pdf')).toBe('申报指南 (2026).pdf');
    expect(dispositionName('attachment; filename="plain.txt"', 'x')).toBe('plain.txt');
    expect(dispositionName('attachment', 'fallback.pdf')).toBe('fallback.pdf');
    expect(dispositionName("attachment; filename*=UTF-8''%E0%A4%A", 'broken.txt')).toBe('broken.txt');
    const file = downloadedFile(new Blob(['%PDF-']), header, 'application/pdf', 'x.pdf');
    expect(file.name).toBe('申报指南 (2026).pdf');
    expect(file.type).toBe('application/pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-');
  });

  it('sizes read as people read them', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(2048)).toBe('2.0 KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(sizeText(null)).toBe('');
  });
});

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/policy*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describeTexts('texts of the policy pages', {
  bundles: { policy: messages },
  sources,
  keys: /'((?:policy|reportProject|reportProjectDept|policyProjectRel|policyRegCode|policyDownload|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 40,
  shared: [uiMessages],
});
