/// <reference types="node" />
// CONTRACT "Login and session": passwords are sent as the lowercase hex MD5 of what the user typed.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { md5 } from '../src/md5';

it('matches the RFC 1321 test suite', () => {
  expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
  expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
  expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
  expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
    '57edf4a22be3c955ac49da2e2107b67a',
  );
  expect(md5('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
});

it('hashes the UTF-8 bytes of any text, at every length around the block boundaries', () => {
  const samples = ['密码', '灵犀运营管理平台', 'pässwörd', '😀 emoji', 'x'.repeat(1000)];
  for (let length = 50; length <= 130; length++) samples.push('p'.repeat(length));
  for (const text of samples)
    expect(md5(text), text).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
});
