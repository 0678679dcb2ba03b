// Issue 12: an appeal's attachments. The form holds the attachments uploaded; the save sends their ids
// as `attachIds`; the detail links each to its file only when the address is one the page may link to.
import { describe, expect, it } from 'vitest';
import {
  attachIdsOf,
  attachmentList,
  attachmentName,
  attachmentOf,
  savedAppeal,
} from '../src/pages/appeal/attachments';

const one = {
  id: '1001',
  name: '/oss/000000/20260310/a.png',
  originalName: '营业执照.png',
  link: '/oss/a.png',
};
const two = { id: '1002', name: '/oss/000000/20260310/b.pdf', originalName: '', link: '/oss/b.pdf' };

describe('what the save sends', () => {
  it('the attachments become attachIds, each once, in order', () => {
    expect(attachIdsOf([one, two, one])).toBe('1001,1002');
    expect(savedAppeal({ title: 't', attachments: [one, two] })).toEqual({
      title: 't',
      attachIds: '1001,1002',
    });
  });
  it('an emptied list clears them; no list leaves them as they are', () => {
    expect(savedAppeal({ id: '7', attachments: [] })).toEqual({ id: '7', attachIds: '' });
    expect(savedAppeal({ id: '7', title: 't' })).toEqual({ id: '7', title: 't' });
    expect(savedAppeal({ id: '7', attachIds: '5' })).toEqual({ id: '7', attachIds: '5' });
  });
  it('keeps only attachments with a real id (never a half-made entry)', () => {
    expect(attachmentList([one, { id: 'x' }, null, 'a', { name: 'n' }, { id: '1;drop' }])).toEqual([one]);
    expect(attachmentList('1001,1002')).toEqual([]);
    expect(attachIdsOf(undefined)).toBe('');
  });
  it('an upload’s answer is an attachment of the form', () => {
    expect(
      attachmentOf({
        attachId: '1003',
        link: 'http://localhost:8181/oss/c.txt',
        domain: 'http://localhost:8181',
        name: '/oss/c.txt',
        originalName: '说明.txt',
      }),
    ).toEqual({
      id: '1003',
      name: '/oss/c.txt',
      originalName: '说明.txt',
      link: 'http://localhost:8181/oss/c.txt',
    });
  });
  it('is shown under its original name, else its stored name', () => {
    expect(attachmentName(one)).toBe('营业执照.png');
    expect(attachmentName(two)).toBe('/oss/000000/20260310/b.pdf');
    expect(attachmentName({ id: '9' })).toBe('9');
  });
});
