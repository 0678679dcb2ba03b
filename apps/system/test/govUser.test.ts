// The user pages' form rules: passwords must agree and travel as md5; a birthday day becomes a time.
import { md5 } from '@lingxi/core';
import { describe, expect, it } from 'vitest';
import { toServer } from '../src/pages/shared/userRules';

describe('toServer (user form → server)', () => {
  it('refuses two different passwords (SPEC §5)', () => {
    expect(toServer({ account: 'a', password: 'x1', password2: 'x2' })).toBeUndefined();
  });

  it('sends the md5 of an agreed password, without the confirmation', () => {
    expect(toServer({ account: 'a', password: 'Secret#1', password2: 'Secret#1' })).toEqual({
      account: 'a',
      password: md5('Secret#1'),
    });
  });

  it('leaves an edit without password alone and gives the birthday a time', () => {
    expect(toServer({ account: 'a', birthday: '1990-05-01' })).toEqual({
      account: 'a',
      birthday: '1990-05-01 00:00:00',
    });
    expect(toServer({ account: 'a', birthday: '1990-05-01 08:00:00' })).toEqual({
      account: 'a',
      birthday: '1990-05-01 08:00:00',
    });
  });
});
