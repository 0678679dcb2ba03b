/**
 * The signed-in user's own calls (SPEC §2 "Profile form", §3 "User profile", §7 "Users", "Resources"):
 * profile, password, avatar upload, and clearing the server's caches. One place for their URLs.
 */

import { hashPassword } from './auth';
import { request } from './http';
import { uploadFiles } from './transfer';

/** SPEC §3 "User profile": what update-info takes. */
export interface UserProfile {
  id: string;
  avatar: string;
  name: string;
  realName: string;
  phone: string;
  email: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** The profile fields of whatever the server answers (absent ones are empty strings). */
export function toProfile(data: Partial<Record<keyof UserProfile, unknown>> | null | undefined): UserProfile {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    id: text(data?.id),
    avatar: text(data?.avatar),
    name: text(data?.name),
    realName: text(data?.realName),
    phone: text(data?.phone),
    email: text(data?.email),
  };
}

/** The profile as the form shows it: what update-info takes, and the account (the login name, read only). */
export interface ProfileView extends UserProfile {
  account: string;
}

export async function fetchProfile(): Promise<ProfileView> {
  const data = await request<Partial<Record<keyof ProfileView, unknown>> | null>({
    url: '/lingxi-user/info',
  });
  const account = data?.account;
  return { ...toProfile(data), account: account === null || account === undefined ? '' : String(account) };
}

export function updateProfile(profile: UserProfile): Promise<unknown> {
  return request({ url: '/lingxi-user/update-info', method: 'POST', data: profile });
}

/** CONTRACT: every password travels as the lowercase hex MD5 of what was typed. */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return request({
    url: '/lingxi-user/update-password',
    method: 'POST',
    params: {
      oldPassword: hashPassword(change.oldPassword),
      newPassword: hashPassword(change.newPassword),
      newPassword1: hashPassword(change.newPassword1),
    },
  });
}

/** Stores an avatar image in the object store; answers its link (empty when the server gave none). */
export async function uploadAvatar(file: Blob): Promise<string> {
  const result = await uploadFiles<{ link?: string } | null>('/lingxi-resource/oss/endpoint/put-file', file);
  return result?.link ?? '';
}

/** Clears the server's caches (the tab bar's 'clear cache'). */
export function clearServerCache(): Promise<unknown> {
  return request({ url: '/lingxi-auth/oauth/clear-cache' });
}
