/** The seeded accounts the page tests sign in as (apps/gateway/README.md "Seeded accounts"). */
import type { RuntimeConfig, UserInfo } from '@lingxi/core';

export const USERS = {
  /** 000000/admin: every menu and button. */
  admin: { tenant: '000000', account: 'admin', password: 'admin' },
  /** 000000/operator: the basic-data pages and parameters; view, add and edit, no delete. */
  operator: { tenant: '000000', account: 'operator', password: 'operator' },
  /** 100000/admin: the second tenant's administrator (platform data is not theirs to change). */
  tenantAdmin: { tenant: '100000', account: 'admin', password: 'admin' },
  /** The appeal roles (gateway README "Appeals"). */
  dispatcher: { tenant: '000000', account: 'dispatcher', password: 'dispatcher' },
  handler1: { tenant: '000000', account: 'handler1', password: 'handler1' },
  auditor: { tenant: '000000', account: 'auditor', password: 'auditor' },
  /** The workflow's accounts (gateway README "Workflow"). */
  staff1: { tenant: '000000', account: 'staff1', password: 'staff1' },
  staff2: { tenant: '000000', account: 'staff2', password: 'staff2' },
  head1: { tenant: '000000', account: 'head1', password: 'head1' },
  hr1: { tenant: '000000', account: 'hr1', password: 'hr1' },
} as const;

export type UserKey = keyof typeof USERS;

/** The token endpoint's answer: tokens and the user info the console stores. */
export type TokenAnswer = UserInfo & { access_token: string };

/** What the global setup hands every test file. */
export interface HarnessRuntime {
  gatewayUrl: string;
  captchaCode: string;
  config: RuntimeConfig;
  sessions: Record<UserKey, TokenAnswer>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The page harness's gateway and signed-in users (`@lingxi/testing/global-setup`). */
    lingxiPages: HarnessRuntime;
  }
}
