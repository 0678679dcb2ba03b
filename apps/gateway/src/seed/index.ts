import { hashPassword, md5Hex, randomToken } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';
import { appealSeeds } from './appeals';
import { businessDataSeeds } from './business-data';
import { CLIENT_ID } from './client';
import { dataSeeds as baseDataSeeds } from './data';
import { flowSeeds } from './flow';
import { identitySeeds } from './identity';
import { BUTTONS, MENU_TREE, OPERATOR_GRANTS } from './menus';
import { PARK_PARAMS, type ParamSeed, PLATFORM_PARAMS } from './params';
import { policySeeds } from './policy';
import { promotionSeeds } from './promotion';

export { CLIENT_ID };

interface MenuIds {
  /** code → id for every menu and button */
  byCode: Map<string, string>;
}

async function insertId(tx: Queryable, sql: string, params: unknown[]): Promise<string> {
  const rows = await tx.query<{ id: string }>(`${sql} returning id`, params);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no id');
  return id;
}

/**
 * SPEC §9: the console shows a centre's groups in ascending sort order when a menu type is chosen and
 * descending for the empty type (the product system management centre). The tree lists each centre's
 * groups in display order, so the system centre's groups get descending sort values.
 */
function groupOrder(group: (typeof MENU_TREE)[number], position: number): number {
  return group.alias ? position : MENU_TREE.length + 1 - position;
}

async function seedMenus(tx: Queryable): Promise<MenuIds> {
  const byCode = new Map<string, string>();
  let groupSort = 0;
  for (const group of MENU_TREE) {
    groupSort++;
    const groupId = await insertId(
      tx,
      `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
       values (0, $1, $2, $3, $4, $5, $6, 1, 0, 1, $7, 0)`,
      [
        group.code,
        group.name,
        group.alias ?? group.code,
        group.path,
        group.source,
        groupOrder(group, groupSort),
        group.i18n,
      ],
    );
    byCode.set(group.code, groupId);
    let pageSort = 0;
    for (const page of group.pages) {
      pageSort++;
      const pageId = await insertId(
        tx,
        `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
         values ($1, $2, $3, $4, $5, $6, $7, 1, 0, 1, $8, $9)`,
        [
          groupId,
          page.code,
          page.name,
          page.code,
          page.path,
          page.source ?? 'FileOutlined',
          pageSort,
          page.i18n,
          page.hidden ? 1 : 0,
        ],
      );
      byCode.set(page.code, pageId);
      let buttonSort = 0;
      for (const button of BUTTONS) {
        buttonSort++;
        const code = `${page.code}_${button.action}`;
        const buttonId = await insertId(
          tx,
          `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
           values ($1, $2, $3, $4, $5, $6, $7, 2, $8, 1, $9, 0)`,
          [
            pageId,
            code,
            button.name,
            button.action,
            `${page.path}/${button.action}`,
            button.source,
            buttonSort,
            button.actionType,
            button.action,
          ],
        );
        byCode.set(code, buttonId);
      }
    }
  }
  return { byCode };
}

async function insertTenant(
  tx: Queryable,
  tenantId: string,
  name: string,
  linkman: string,
  phone: string,
  address: string,
  domain: string,
) {
  await tx.query(
    `insert into blade_tenant (tenant_id, tenant_name, domain, linkman, contact_number, address, account_number)
     values ($1, $2, $3, $4, $5, $6, -1)`,
    [tenantId, name, domain, linkman, phone, address],
  );
}

async function insertRole(tx: Queryable, tenantId: string, name: string, alias: string, sort: number) {
  return insertId(
    tx,
    'insert into blade_role (tenant_id, role_name, role_alias, sort) values ($1, $2, $3, $4)',
    [tenantId, name, alias, sort],
  );
}

async function insertUser(
  tx: Queryable,
  u: {
    tenantId: string;
    account: string;
    password: string;
    name: string;
    realName: string;
    roleId: string;
    email: string;
    phone: string;
  },
) {
  return insertId(
    tx,
    `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id)
     values ($1, $2, 1, $3, $4, $5, $6, $7, $8, 1, $9, '', '')`,
    [
      u.tenantId,
      u.account,
      u.account,
      await hashPassword(md5Hex(u.password)),
      u.name,
      u.realName,
      u.email,
      u.phone,
      u.roleId,
    ],
  );
}

async function grant(tx: Queryable, roleId: string, menuIds: Iterable<string>) {
  for (const menuId of menuIds) {
    await tx.query('insert into blade_role_menu (menu_id, role_id) values ($1, $2) on conflict do nothing', [
      menuId,
      roleId,
    ]);
  }
}

async function insertParams(tx: Queryable, tenantId: string, userId: string, params: ParamSeed[]) {
  // Spread creation times over the past weeks so the date filter and the default order mean something.
  const now = Date.now();
  for (const [i, [name, key, value, remark]] of params.entries()) {
    const created = new Date(now - (params.length - i) * 36 * 3600 * 1000);
    await tx.query(
      `insert into blade_param (tenant_id, param_name, param_key, param_value, remark, create_user, update_user, create_time, update_time)
       values ($1, $2, $3, $4, $5, $6, $6, $7, $7)`,
      [tenantId, name, key, value, remark, userId, created.toISOString()],
    );
  }
}

/** The base data of a fresh database (CONTRACT "Seeded data"). */
export const SEEDS: readonly Seed[] = [
  {
    name: '001_base',
    async run(tx) {
      await tx.query(
        `insert into blade_client (client_id, client_secret, scope, authorized_grant_types, access_token_validity, refresh_token_validity)
         values ($1, $2, 'all', 'refresh_token,password,captcha,social', 3600, 604800)`,
        [CLIENT_ID, randomToken(24)],
      );
      const menus = await seedMenus(tx);
      const allMenuIds = [...menus.byCode.values()];

      await insertTenant(
        tx,
        '000000',
        '管理组',
        '灵犀运营中心',
        '400-800-1234',
        '浙江省杭州市西湖区文三路 90 号',
        'localhost',
      );
      const adminRole = await insertRole(tx, '000000', '超级管理员', 'administrator', 1);
      const operatorRole = await insertRole(tx, '000000', '运营人员', 'operator', 2);
      await grant(tx, adminRole, allMenuIds);
      const operatorMenus = new Set<string>();
      for (const g of OPERATOR_GRANTS) {
        const group = MENU_TREE.find((m) => m.code === g.group);
        if (!group) throw new Error(`operator grant names unknown group ${g.group}`);
        operatorMenus.add(menus.byCode.get(group.code) ?? '');
        for (const page of group.pages) {
          if (g.pages && !g.pages.includes(page.code)) continue;
          operatorMenus.add(menus.byCode.get(page.code) ?? '');
          for (const action of g.buttons) operatorMenus.add(menus.byCode.get(`${page.code}_${action}`) ?? '');
        }
      }
      operatorMenus.delete('');
      await grant(tx, operatorRole, operatorMenus);
      const admin = await insertUser(tx, {
        tenantId: '000000',
        account: 'admin',
        password: 'admin',
        name: '管理员',
        realName: '管理员',
        roleId: adminRole,
        email: 'admin@lingxi.example',
        phone: '13800000000',
      });
      await insertUser(tx, {
        tenantId: '000000',
        account: 'operator',
        password: 'operator',
        name: '运营专员',
        realName: '李运营',
        roleId: operatorRole,
        email: 'operator@lingxi.example',
        phone: '13800000001',
      });
      await insertParams(tx, '000000', admin, PLATFORM_PARAMS);

      await insertTenant(
        tx,
        '100000',
        '示范园区',
        '王园区',
        '0571-8888-6666',
        '浙江省杭州市滨江区网商路 699 号',
        'park.lingxi.example',
      );
      const parkAdminRole = await insertRole(tx, '100000', '园区管理员', 'administrator', 1);
      await grant(tx, parkAdminRole, allMenuIds);
      const parkAdmin = await insertUser(tx, {
        tenantId: '100000',
        account: 'admin',
        password: 'admin',
        name: '园区管理员',
        realName: '王园区',
        roleId: parkAdminRole,
        email: 'admin@park.lingxi.example',
        phone: '13900000000',
      });
      await insertParams(tx, '100000', parkAdmin, PARK_PARAMS);
    },
  },
];

/**
 * Every seed after the base: the records of data.ts, then each centre's own file (the policies' files go
 * into the object store `ossDir`).
 */
export const dataSeeds = (seedRows: number, ossDir = ''): Seed[] => [
  ...baseDataSeeds(seedRows),
  ...appealSeeds(),
  ...promotionSeeds(),
  ...identitySeeds(),
  ...businessDataSeeds(),
  ...flowSeeds(),
  ...policySeeds(ossDir),
];
