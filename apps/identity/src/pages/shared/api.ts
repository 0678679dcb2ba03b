/**
 * The identity centre's calls (SPEC §7 "Projects and enterprise data", "Members", §3 single sign-on;
 * the gateway's src/services/identity): the one place their URLs live. Each page's resource names one
 * of these.
 */
import { type AnyCrudApi, crudApi, type Id, type ListQuery, md5, type Page, request } from '@lingxi/core';

export interface CertifiedEnterprise {
  id?: Id;
  enterpriseName?: string;
  creditCode?: string;
  legalPerson?: string;
  contact?: string;
  phone?: string;
  address?: string;
  certifyTime?: string;
  createTime?: string;
}

/** A registered user: a personal user, an enterprise member (administrator or not) or a child account. */
export interface RegisterUser {
  id?: Id;
  enterpriseId?: string | null;
  enterpriseName?: string | null;
  account?: string;
  realName?: string;
  phone?: string;
  email?: string;
  isAdmin?: number;
  /** The administrator a child account belongs to; '0' for everyone else. */
  parentId?: string;
  /** An administrator's child accounts (members' lists). */
  childCount?: number;
  createTime?: string;
}

export interface MemberRecord {
  id?: Id;
  enterpriseId?: string;
  registerUserId?: string;
  account?: string;
  operation?: string;
  content?: string;
  createTime?: string;
}

export interface UserSystem {
  id?: Id;
  systemName?: string;
  systemCode?: string;
  url?: string;
  description?: string;
  /** 1 connected, 0 disabled (takes no binding). */
  status?: number;
  createTime?: string;
}

/** An account bound to a user system. */
export interface Binding {
  id?: Id;
  systemId?: string;
  account?: string;
  realName?: string | null;
  extAccount?: string;
  createTime?: string;
}

/** checkAuth for an account: whether it may be bound, and why not. */
export interface BindCheck {
  authorized: boolean;
  extAccount: string | null;
  bindable: boolean;
  reason: string | null;
}

export interface ChildAccountValues extends RegisterUser {
  password?: string;
  password2?: string;
}

const CE = '/lingxi-web-uniformIA/certifiedEnterprise';
const MEMBERS = '/lx-appserver/lingxi-member-oper-log/memberoperlog';
const ENTERPRISE = '/lx-appserver/lingxi-app-enterprise/enterprise';
const SSO = '/lingxi-sso/usersystem';

export const certifiedEnterpriseApi = crudApi<CertifiedEnterprise>(CE).having({
  list: 'page',
  detail: 'detail',
});

/** An enterprise's registered users (`enterpriseId` in the query) and one user's detail. */
export const enterpriseUserApi = crudApi<RegisterUser>(CE).having({
  list: 'listRegisterUser',
  detail: 'registerUserDetail',
});

export const personalUserApi = crudApi<RegisterUser>('/lingxi-web-uniformIA/registerUser').having({
  list: 'page',
  detail: 'detail',
});

export const identityCalls = {
  /** The enterprises a registered user belongs to. */
  enterprisesOf: (userId: Id) =>
    request<CertifiedEnterprise[]>({ url: `${CE}/listEnterpriseByUser`, params: { userId } }),
  /** A registered user's password becomes the tenant's initial password (GET, as the spec has it). */
  resetPassword: (id: Id) => request({ url: `${CE}/resetPassword`, params: { id } }),
  /** Makes a member the enterprise's administrator; the one before stops being it (one per enterprise). */
  makeAdministrator: (member: RegisterUser) =>
    request({
      url: `${ENTERPRISE}/settingAdministrators`,
      method: 'POST',
      params: { enterpriseId: member.enterpriseId, userId: member.id },
    }),
  /** Whether an account may be bound to a system as `extAccount`, and why not. */
  checkBind: (systemId: Id, account: string, extAccount: string) =>
    request<BindCheck>({ url: `${SSO}/checkAuth`, params: { systemId, account, extAccount } }),
  /** Binds the account to the system as `extAccount`; an empty `extAccount` unbinds it. */
  bind: (systemId: Id, account: string, extAccount: string) =>
    request({ url: `${SSO}/bind`, method: 'POST', data: { systemId, account, extAccount } }),
};

/** The enterprises' members, each with its enterprise's name (the three member pages). */
export const memberApi = crudApi<RegisterUser>(MEMBERS).having({ list: 'pageEntUser' });

/** A member's operation records (`registerUserId` in the query). */
export const memberRecordApi = crudApi<MemberRecord>(MEMBERS).having({ list: 'listRecord' });

/**
 * An administrator's child accounts (`parentId` in the query, answered whole): added with the password
 * as its md5 (CONTRACT "Login"), removed one by one.
 */
export const childAccountApi: AnyCrudApi<ChildAccountValues> = {
  base: ENTERPRISE,
  endpoints: { all: 'listEntUser', create: 'saveChildAccount', remove: 'deleteChildAccount' },
  custom: (path, config = {}) => request({ ...config, url: `${ENTERPRISE}/${path}` }),
  list: async (query: ListQuery = {}): Promise<Page<RegisterUser>> => {
    const { current: _c, size: _s, ...filters } = query;
    const rows = await request<RegisterUser[]>({ url: `${MEMBERS}/listEntUser`, params: filters });
    return { records: rows, total: rows.length, size: rows.length, current: 1, pages: 1 };
  },
  create: (entity) => {
    const { password2: _confirm, password, ...rest } = entity;
    return request({
      url: `${ENTERPRISE}/saveChildAccount`,
      method: 'POST',
      data: { ...rest, ...(password ? { password: md5(password) } : {}) },
    });
  },
  remove: async (ids) => {
    for (const id of ids)
      await request({ url: `${ENTERPRISE}/deleteChildAccount`, method: 'POST', params: { id } });
    return true;
  },
};

export const userSystemApi = crudApi<UserSystem>(SSO).having({
  list: 'page',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
});

/** The accounts bound to a system (`systemId` in the query). */
export const bindingApi = crudApi<Binding>(SSO).having({ list: 'bindPage' });
