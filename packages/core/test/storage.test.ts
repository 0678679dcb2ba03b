// SPEC §3: the storage wrapper.
import { beforeEach, expect, it } from 'vitest';
import { getStore, removeStore, setStore } from '../src';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('stores a JSON wrapper under the product prefix, in local or session storage by type', () => {
  setStore('token', 'abc');
  setStore('isLock', true, 'session');
  const local = JSON.parse(localStorage.getItem('lingxi-token') ?? '{}');
  expect(local).toMatchObject({ dataType: 'string', content: 'abc', type: 'local' });
  expect(typeof local.datetime).toBe('number');
  expect(JSON.parse(sessionStorage.getItem('lingxi-isLock') ?? '{}')).toMatchObject({
    content: true,
    type: 'session',
  });
  expect(getStore('token')).toBe('abc');
  expect(getStore('isLock')).toBe(true);
});

it('reads corrupt or foreign values as absent, without throwing', () => {
  localStorage.setItem('lingxi-a', '{not json');
  localStorage.setItem('lingxi-b', JSON.stringify({ something: 'else' }));
  localStorage.setItem('lingxi-c', 'null');
  expect(getStore('a')).toBeUndefined();
  expect(getStore('b')).toBeUndefined();
  expect(getStore('c')).toBeUndefined();
  expect(getStore('missing')).toBeUndefined();
});

it('removes from both areas', () => {
  setStore('x', 1, 'session');
  setStore('x', 2, 'local');
  removeStore('x');
  expect(getStore('x')).toBeUndefined();
});
