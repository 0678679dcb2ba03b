// SPEC §2 "Profile form", §3 "User profile", §7 "Users" and "Resources": the signed-in user's own calls.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changePassword,
  clearServerCache,
  fetchProfile,
  setConfig,
  toProfile,
  updateProfile,
  uploadAvatar,
  userAvatar,
} from '../src';
import { fakeServer, ok } from './fake-server';

beforeEach(() => setConfig({ apiBase: '/api' }));

describe('profile', () => {
  it('reads the profile with the account (the username), absent fields as empty strings', async () => {
    const sent = fakeServer(() =>
      ok({ id: 5, account: 'zhangsan', realName: '张三', phone: null, extra: 'x' }),
    );
    await expect(fetchProfile()).resolves.toEqual({
      id: '5',
      account: 'zhangsan',
      avatar: '',
      name: '',
      realName: '张三',
      phone: '',
      email: '',
    });
    fakeServer(() => ok({ id: 6 }));
    await expect(fetchProfile()).resolves.toMatchObject({ id: '6', account: '' });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/lingxi-user/info' });
    expect(toProfile(null).id).toBe('');
  });

  it('saves it as JSON to update-info', async () => {
    const sent = fakeServer(() => ok(true));
    const profile = { id: '5', avatar: '', name: 'zs', realName: '张三', phone: '13800138000', email: '' };
    await updateProfile(profile);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/lingxi-user/update-info', data: profile });
  });

  it('changes the password with all three sent as MD5 hex', async () => {
    const sent = fakeServer(() => ok(true));
    await changePassword({ oldPassword: 'admin', newPassword: 'abc', newPassword1: 'abc' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/lingxi-user/update-password',
      params: {
        oldPassword: '21232f297a57a5a743894a0e4a801fc3',
        newPassword: '900150983cd24fb0d6963f7d28e17f72',
        newPassword1: '900150983cd24fb0d6963f7d28e17f72',
      },
    });
  });
});

describe('avatar', () => {
  it('uploads the image under `file` and answers its link', async () => {
    const sent = fakeServer(() => ok({ link: 'http://x/oss/a.png' }));
    await expect(uploadAvatar(new File(['png'], 'a.png', { type: 'image/png' }))).resolves.toBe(
      'http://x/oss/a.png',
    );
    expect(sent[0]?.url).toBe('/api/lingxi-resource/oss/endpoint/put-file');
    expect((sent[0]?.data as FormData | undefined)?.getAll('file')).toHaveLength(1);
    fakeServer(() => ok(null));
    await expect(uploadAvatar(new Blob(['x']))).resolves.toBe('');
  });

  it('shows the user avatar only when it is an http(s) URL (SPEC §2)', () => {
    const user = (avatar?: string) => ({ tenant_id: '1', user_id: '1', user_name: 'a', avatar });
    expect(userAvatar(user('https://cdn.example.com/a.png'))).toBe('https://cdn.example.com/a.png');
    expect(userAvatar(user('HTTP://x/a.png'))).toBe('HTTP://x/a.png');
    expect(userAvatar(user('/oss/a.png'))).toBeUndefined();
    expect(userAvatar(user(''))).toBeUndefined();
    expect(userAvatar(null)).toBeUndefined();
  });
});

it('clears the server caches', async () => {
  const sent = fakeServer(() => ok(true));
  await clearServerCache();
  expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/lingxi-auth/oauth/clear-cache' });
});
