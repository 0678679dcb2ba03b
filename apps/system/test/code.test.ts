// Code generator: the generated zip's file name; attachments: sizes in KB.
import { describe, expect, it } from 'vitest';
import { sizeInKb } from '../src/pages/attach/rules';
import { zipName } from '../src/pages/code/rules';

describe('generated zip name', () => {
  it('prefers the UTF-8 file name of the answer', () => {
    expect(
      zipName(`attachment; filename="code.zip"; filename*=UTF-8''${encodeURIComponent('通知公告.zip')}`),
    ).toBe('通知公告.zip');
    expect(zipName('attachment; filename="x.zip"')).toBe('x.zip');
  });

  it('falls back to the module name, or a name for several', () => {
    expect(zipName(undefined, '博客')).toBe('博客.zip');
    expect(zipName('attachment; filename="code.zip"')).toBe('lingxi-code.zip');
  });
});

describe('attachment size', () => {
  it('shows bytes as KB with two decimals', () => {
    expect(sizeInKb(2048)).toBe('2.00');
    expect(sizeInKb(1536)).toBe('1.50');
    expect(sizeInKb(null)).toBe('');
    expect(sizeInKb('x')).toBe('');
  });
});
