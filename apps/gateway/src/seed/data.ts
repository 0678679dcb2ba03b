/**
 * Realistic Chinese records for every resource of both tenants, the help menu entry, and the large
 * regional enterprise library (generate_series, one statement) used for paging and benchmarks.
 */
import { hashPassword, md5Hex, randomToken } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';

type Value = string | number | null;

/** Multi-row insert in chunks. */
async function insert(tx: Queryable, table: string, columns: string[], rows: Value[][]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += 400) {
    const chunk = rows.slice(start, start + 400);
    const params: Value[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    const result = await tx.query<{ id: string }>(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
      params,
    );
    ids.push(...result.map((r) => r.id));
  }
  return ids;
}

const ago = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
const TENANTS = ['000000', '100000'] as const;

async function adminOf(tx: Queryable, tenant: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    "select id from blade_user where tenant_id = $1 and account = 'admin' and is_deleted = 0",
    [tenant],
  );
  return rows[0]?.id ?? '0';
}

async function menuId(tx: Queryable, code: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    'select id from blade_menu where code = $1 and is_deleted = 0',
    [code],
  );
  return rows[0]?.id ?? '0';
}

const DICTS: [code: string, name: string, entries: [string, string][]][] = [
  [
    'sex',
    '性别',
    [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  ],
  [
    'notice',
    '通知类型',
    [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任命通知'],
    ],
  ],
  [
    'menu_category',
    '菜单类型',
    [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  ],
  [
    'button_func',
    '按钮功能',
    [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
  ],
  [
    'yes_no',
    '是否',
    [
      ['0', '否'],
      ['1', '是'],
    ],
  ],
  [
    'data_scope_type',
    '数据权限',
    [
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ],
  ],
  [
    'api_scope_type',
    '接口权限',
    [
      ['1', '系统接口'],
      ['2', '业务接口'],
      ['3', '其他接口'],
    ],
  ],
  [
    'org_category',
    '机构类型',
    [
      ['1', '政府机构'],
      ['2', '园区'],
      ['3', '企业'],
      ['4', '运营机构'],
    ],
  ],
  [
    'post_category',
    '岗位类型',
    [
      ['1', '高层'],
      ['2', '中层'],
      ['3', '基层'],
      ['4', '其他'],
    ],
  ],
  [
    'sms',
    '短信服务商',
    [
      ['1', '云片'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  ],
  [
    'oss',
    '对象存储',
    [
      ['1', 'MinIO'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
      ['5', '本地存储'],
    ],
  ],
  [
    'user_type',
    '用户类型',
    [
      ['1', '政府用户'],
      ['2', '园区用户'],
      ['3', '企业用户'],
      ['4', '运营机构用户'],
    ],
  ],
  [
    'enterprise_scale',
    '企业规模',
    [
      ['1', '大型'],
      ['2', '中型'],
      ['3', '小型'],
      ['4', '微型'],
    ],
  ],
  [
    'service_type',
    '服务类型',
    [
      ['1', '金融服务'],
      ['2', '法律服务'],
      ['3', '人才服务'],
      ['4', '技术服务'],
      ['5', '知识产权'],
      ['6', '财税服务'],
    ],
  ],
  [
    'project_category',
    '项目类型',
    [
      ['1', '自研项目'],
      ['2', '外包项目'],
      ['3', '合作项目'],
    ],
  ],
  [
    'blog_category',
    '博客分类',
    [
      ['1', '技术分享'],
      ['2', '运营动态'],
      ['3', '政策解读'],
      ['4', '园区风采'],
      ['5', '其他'],
    ],
  ],
  [
    'business_notice_type',
    '业务通知类型',
    [
      ['1', '政策通知'],
      ['2', '诉求通知'],
      ['3', '活动通知'],
      ['4', '系统通知'],
    ],
  ],
  [
    'msg_type',
    '消息类型',
    [
      ['1', '短信'],
      ['2', '站内信'],
      ['3', '公众号'],
    ],
  ],
  [
    'invest_stage',
    '招商阶段',
    [
      ['1', '初步接触'],
      ['2', '意向洽谈'],
      ['3', '考察评估'],
      ['4', '签约落地'],
      ['5', '投产运营'],
    ],
  ],
];

const BIZ_DICTS: typeof DICTS = [
  [
    'industry',
    '行业分类',
    [
      ['01', '新一代信息技术'],
      ['02', '高端装备制造'],
      ['03', '生物医药'],
      ['04', '新材料'],
      ['05', '新能源'],
      ['06', '现代服务业'],
      ['07', '数字创意'],
    ],
  ],
  [
    'park_level',
    '园区等级',
    [
      ['1', '国家级'],
      ['2', '省级'],
      ['3', '市级'],
    ],
  ],
  [
    'enterprise_tag',
    '企业标签',
    [
      ['1', '高新技术企业'],
      ['2', '专精特新'],
      ['3', '科技型中小企业'],
      ['4', '瞪羚企业'],
      ['5', '独角兽企业'],
    ],
  ],
];

const REGIONS: [code: string, parent: string, name: string][] = [
  ['11', '00', '北京市'],
  ['1101', '11', '北京市辖区'],
  ['110101', '1101', '东城区'],
  ['110102', '1101', '西城区'],
  ['110105', '1101', '朝阳区'],
  ['110108', '1101', '海淀区'],
  ['31', '00', '上海市'],
  ['3101', '31', '上海市辖区'],
  ['310101', '3101', '黄浦区'],
  ['310104', '3101', '徐汇区'],
  ['310115', '3101', '浦东新区'],
  ['32', '00', '江苏省'],
  ['3201', '32', '南京市'],
  ['320102', '3201', '玄武区'],
  ['320106', '3201', '鼓楼区'],
  ['3205', '32', '苏州市'],
  ['320505', '3205', '虎丘区'],
  ['320506', '3205', '吴中区'],
  ['33', '00', '浙江省'],
  ['3301', '33', '杭州市'],
  ['330102', '3301', '上城区'],
  ['330105', '3301', '拱墅区'],
  ['330106', '3301', '西湖区'],
  ['330108', '3301', '滨江区'],
  ['330109', '3301', '萧山区'],
  ['330110', '3301', '余杭区'],
  ['330111', '3301', '富阳区'],
  ['330112', '3301', '临安区'],
  ['330113', '3301', '临平区'],
  ['330114', '3301', '钱塘区'],
  ['330106001', '330106', '北山街道'],
  ['330106004', '330106', '西溪街道'],
  ['330106012', '330106', '文新街道'],
  ['330106013', '330106', '三墩镇'],
  ['3302', '33', '宁波市'],
  ['330203', '3302', '海曙区'],
  ['330205', '3302', '江北区'],
  ['330206', '3302', '北仑区'],
  ['330211', '3302', '镇海区'],
  ['330212', '3302', '鄞州区'],
  ['3303', '33', '温州市'],
  ['3304', '33', '嘉兴市'],
  ['3305', '33', '湖州市'],
  ['3306', '33', '绍兴市'],
  ['3307', '33', '金华市'],
  ['44', '00', '广东省'],
  ['4401', '44', '广州市'],
  ['440106', '4401', '天河区'],
  ['4403', '44', '深圳市'],
  ['440305', '4403', '南山区'],
  ['440306', '4403', '宝安区'],
];

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '慧',
  '建国',
];
const person = (i: number) => `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
const phone = (i: number) => `13${(5 + (i % 5)).toString()}${String(57_100_000 + i * 7919).slice(-8)}`;
const CITY = ['杭州', '宁波', '温州', '嘉兴', '湖州', '绍兴', '金华', '台州', '丽水', '衢州'];
const WORD = [
  '云帆',
  '智汇',
  '启明',
  '数澜',
  '博远',
  '恒信',
  '星辰',
  '海纳',
  '鼎盛',
  '华创',
  '融智',
  '睿思',
  '青禾',
  '远景',
  '天择',
  '凌云',
  '同创',
  '新维',
  '卓越',
  '钱江',
];
const TRADE = [
  '网络科技',
  '信息技术',
  '智能制造',
  '生物医药',
  '新材料',
  '数字科技',
  '电子商务',
  '环保科技',
  '新能源',
  '供应链管理',
];
const INDUSTRY = ['新一代信息技术', '高端装备制造', '生物医药', '新材料', '新能源', '现代服务业', '数字创意'];
const company = (i: number) =>
  `${CITY[i % CITY.length]}${WORD[Math.floor(i / 10) % WORD.length]}${TRADE[Math.floor(i / 200) % TRADE.length]}${i % 2 ? '股份有限公司' : '有限公司'}`;
const credit = (region: string, i: number) => `91${region}MA${String(i).padStart(8, '0')}`;

async function seedDicts(
  tx: Queryable,
  table: string,
  tenant: string | null,
  dicts: typeof DICTS,
  user: string,
) {
  let sort = 0;
  for (const [code, name, entries] of dicts) {
    sort++;
    const cols = [
      'parent_id',
      'code',
      'dict_key',
      'dict_value',
      'sort',
      'remark',
      'is_sealed',
      'create_user',
      'update_user',
    ];
    const parentRow: Value[] = [0, code, '-1', name, sort, `${name}字典`, 0, user, user];
    const [parentId] = await insert(tx, table, tenant ? [...cols, 'tenant_id'] : cols, [
      tenant ? [...parentRow, tenant] : parentRow,
    ]);
    const rows = entries.map(([key, value], i): Value[] => {
      const r: Value[] = [parentId ?? '0', code, key, value, i + 1, null, 0, user, user];
      return tenant ? [...r, tenant] : r;
    });
    await insert(tx, table, tenant ? [...cols, 'tenant_id'] : cols, rows);
  }
}

async function platformData(tx: Queryable, admin: string) {
  await seedDicts(tx, 'blade_dict', null, DICTS, admin);
  // base codes
  for (const [code, name, entries] of [
    [
      'ZJLX',
      '证件类型',
      [
        ['01', '居民身份证'],
        ['02', '护照'],
        ['03', '港澳居民来往内地通行证'],
        ['04', '台湾居民来往大陆通行证'],
        ['05', '外国人永久居留身份证'],
      ],
    ],
    [
      'QYLX',
      '企业类型',
      [
        ['110', '国有企业'],
        ['120', '集体企业'],
        ['150', '有限责任公司'],
        ['160', '股份有限公司'],
        ['170', '私营企业'],
        ['300', '外商投资企业'],
      ],
    ],
    [
      'XZQH',
      '行政区划级别',
      [
        ['1', '省级'],
        ['2', '地级'],
        ['3', '县级'],
        ['4', '乡级'],
        ['5', '村级'],
      ],
    ],
  ] as const) {
    const [pid] = await insert(
      tx,
      'lingxi_basecode_general',
      ['parent_id', 'code', 'name', 'code_value', 'sort', 'create_user'],
      [[0, code, name, null, 1, admin]],
    );
    await insert(
      tx,
      'lingxi_basecode_general',
      ['parent_id', 'code', 'name', 'code_value', 'sort', 'create_user'],
      entries.map(([k, v], i) => [pid ?? '0', code, v, k, i + 1, admin]),
    );
  }
  // regions
  const level = new Map<string, number>([['00', 0]]);
  const ancestors = new Map<string, string>([['00', '']]);
  await insert(
    tx,
    'blade_region',
    ['code', 'parent_code', 'ancestors', 'name', 'region_level', 'sort', 'create_user'],
    REGIONS.map(([code, parent, name], i) => {
      const lv = (level.get(parent) ?? 0) + 1;
      level.set(code, lv);
      const anc = parent === '00' ? '00' : `${ancestors.get(parent)},${parent}`;
      ancestors.set(code, anc);
      return [code, parent, anc, name, lv, i + 1, admin];
    }),
  );
  // clients, datasources, reports, code generator
  await insert(
    tx,
    'blade_client',
    [
      'client_id',
      'client_secret',
      'scope',
      'authorized_grant_types',
      'access_token_validity',
      'refresh_token_validity',
      'additional_information',
      'create_user',
    ],
    [
      [
        'lx_app',
        randomToken(24),
        'all',
        'refresh_token,password,social',
        7200,
        2592000,
        '灵犀企业服务App',
        admin,
      ],
      [
        'lx_bigscreen',
        randomToken(24),
        'all',
        'client_credentials',
        3600,
        604800,
        '产业大数据决策大屏',
        admin,
      ],
    ],
  );
  await insert(
    tx,
    'blade_datasource',
    ['name', 'driver_class', 'url', 'username', 'password', 'remark', 'create_user'],
    [
      [
        '业务主库',
        'com.mysql.cj.jdbc.Driver',
        'jdbc:mysql://10.0.1.20:3306/lingxi_biz?useSSL=false',
        'lingxi_app',
        randomToken(12),
        '企业服务业务数据',
        admin,
      ],
      [
        '产业数据仓库',
        'org.postgresql.Driver',
        'jdbc:postgresql://10.0.1.30:5432/lingxi_dw',
        'lingxi_dw',
        randomToken(12),
        '产业大数据分析',
        admin,
      ],
    ],
  );
  await insert(
    tx,
    'lingxi_report',
    ['name', 'content', 'create_user'],
    [
      [
        '企业入驻月报.ureport.xml',
        '<?xml version="1.0" encoding="UTF-8"?><ureport><cell name="A1" row="1" col="1"><simple-value><![CDATA[企业入驻月报]]></simple-value></cell></ureport>',
        admin,
      ],
      [
        '诉求办理统计.ureport.xml',
        '<?xml version="1.0" encoding="UTF-8"?><ureport><cell name="A1" row="1" col="1"><simple-value><![CDATA[诉求办理统计]]></simple-value></cell></ureport>',
        admin,
      ],
      [
        '政策兑现汇总.ureport.xml',
        '<?xml version="1.0" encoding="UTF-8"?><ureport><cell name="A1" row="1" col="1"><simple-value><![CDATA[政策兑现汇总]]></simple-value></cell></ureport>',
        admin,
      ],
    ],
  );
  await insert(
    tx,
    'blade_code',
    [
      'service_name',
      'code_name',
      'table_name',
      'table_prefix',
      'pk_name',
      'package_name',
      'base_mode',
      'wrap_mode',
      'api_path',
      'web_path',
      'create_user',
    ],
    [
      [
        'lingxi-desk',
        '通知公告',
        'blade_notice',
        'blade_',
        'id',
        'org.lingxi.desk',
        1,
        1,
        '/lingxi-desk/src',
        '/console/src/pages/notice',
        admin,
      ],
      [
        'lingxi-blog',
        '博客',
        'lingxi_blog',
        'lingxi_',
        'id',
        'org.lingxi.blog',
        1,
        2,
        '/lingxi-blog/src',
        '/console/src/pages/blog',
        admin,
      ],
    ],
  );
  // scopes on real menus
  const govUser = await menuId(tx, 'govUser');
  const param = await menuId(tx, 'param');
  await insert(
    tx,
    'blade_scope_data',
    [
      'menu_id',
      'resource_code',
      'scope_name',
      'scope_field',
      'scope_class',
      'scope_column',
      'scope_type',
      'scope_value',
      'remark',
      'create_user',
    ],
    [
      [
        govUser,
        'govUser',
        '政府用户-全部可见',
        '*',
        'org.lingxi.system.user.mapper.UserMapper.selectUserPage',
        'create_dept',
        1,
        null,
        '所有数据',
        admin,
      ],
      [
        govUser,
        'govUser',
        '政府用户-本机构可见',
        '*',
        'org.lingxi.system.user.mapper.UserMapper.selectUserPage',
        'create_dept',
        3,
        null,
        '所在机构数据',
        admin,
      ],
      [
        param,
        'param',
        '参数-本人可见',
        '*',
        'org.lingxi.system.mapper.ParamMapper.selectPage',
        'create_user',
        2,
        null,
        '本人创建的参数',
        admin,
      ],
    ],
  );
  await insert(
    tx,
    'blade_scope_api',
    ['menu_id', 'resource_code', 'scope_name', 'scope_path', 'scope_type', 'remark', 'create_user'],
    [
      [govUser, 'govUser_export', '政府用户导出', '/lingxi-user/export-user', 1, '导出政府用户', admin],
      [param, 'param_list', '参数列表', '/lingxi-system/param/list', 1, null, admin],
    ],
  );
}

async function tenantData(tx: Queryable, tenant: string, admin: string, userHash: string) {
  const park = tenant !== '000000';
  const cols = (list: string[]) => [...list, 'tenant_id', 'create_user', 'update_user'];
  const rowsOf = (rows: Value[][]) => rows.map((r) => [...r, tenant, admin, admin]);

  await seedDicts(tx, 'blade_dict_biz', tenant, BIZ_DICTS, admin);

  // departments
  const deptRoots: [string, number, string[]][] = park
    ? [['示范园区管委会', 2, ['招商服务部', '企业服务部', '综合办公室']]]
    : [
        ['灵犀运营中心', 4, ['产品运营部', '技术研发部', '客户服务部']],
        ['杭州市经济和信息化局', 1, ['产业发展处', '企业服务处', '数字经济处']],
        ['杭州高新区管委会', 1, ['科技局', '商务局']],
        ['未来科技城园区', 2, ['招商部', '园区服务中心']],
      ];
  const deptIds: string[] = [];
  let sort = 0;
  for (const [name, category, children] of deptRoots) {
    sort++;
    const [rootId] = await insert(
      tx,
      'blade_dept',
      cols(['parent_id', 'ancestors', 'dept_category', 'dept_name', 'full_name', 'sort']),
      rowsOf([[0, '0', category, name, name, sort]]),
    );
    deptIds.push(rootId ?? '0');
    deptIds.push(
      ...(await insert(
        tx,
        'blade_dept',
        cols(['parent_id', 'ancestors', 'dept_category', 'dept_name', 'full_name', 'sort']),
        rowsOf(
          children.map((child, i) => [
            rootId ?? '0',
            `0,${rootId}`,
            category,
            child,
            `${name}${child}`,
            i + 1,
          ]),
        ),
      )),
    );
  }

  // posts and extra roles
  const postIds = await insert(
    tx,
    'blade_post',
    cols(['category', 'post_code', 'post_name', 'sort', 'remark']),
    rowsOf([
      [1, 'ceo', '首席执行官', 1, '总经理'],
      [1, 'coo', '首席运营官', 2, null],
      [1, 'cto', '首席技术官', 3, null],
      [2, 'manager', '部门经理', 4, null],
      [3, 'staff', '普通员工', 5, null],
      [4, 'intern', '实习生', 6, null],
    ]),
  );
  const roleIds = await insert(
    tx,
    'blade_role',
    cols(['parent_id', 'role_name', 'role_alias', 'sort', 'role_type']),
    rowsOf([
      [0, '政府用户', 'government', 10, 1],
      [0, '园区管理', 'parkManager', 11, 1],
      [0, '企业用户', 'enterprise', 12, 2],
    ]),
  );

  // users: government (type 1) and park / enterprise / operating users (types 2, 3, 4)
  const users: Value[][] = [];
  const govCount = park ? 6 : 14;
  for (let i = 0; i < govCount; i++) {
    const name = person(i + (park ? 40 : 0));
    users.push([
      `gov${String(i + 1).padStart(3, '0')}`,
      1,
      `gov${String(i + 1).padStart(3, '0')}`,
      userHash,
      name,
      name,
      `gov${i + 1}@hz.gov.example`,
      phone(i),
      1 + (i % 2),
      roleIds[0] ?? '',
      deptIds[(i % (deptIds.length - 1)) + 1] ?? '',
      postIds[3 + (i % 3)] ?? '',
      i % 7 === 6 ? 0 : 1,
      ago(24 * (govCount - i)),
    ]);
  }
  const otherCount = park ? 8 : 18;
  for (let i = 0; i < otherCount; i++) {
    const type = 2 + (i % 3);
    const name = person(i + 60);
    const prefix = type === 2 ? 'park' : type === 3 ? 'ent' : 'org';
    users.push([
      `${prefix}${String(i + 1).padStart(3, '0')}`,
      type,
      `${prefix}${String(i + 1).padStart(3, '0')}`,
      userHash,
      name,
      name,
      `${prefix}${i + 1}@lingxi.example`,
      phone(i + 100),
      1 + (i % 2),
      roleIds[type === 3 ? 2 : 1] ?? '',
      deptIds[deptIds.length - 1] ?? '',
      postIds[4] ?? '',
      1,
      ago(20 * (otherCount - i)),
    ]);
  }
  await insert(
    tx,
    'blade_user',
    [
      'code',
      'user_type',
      'account',
      'password',
      'name',
      'real_name',
      'email',
      'phone',
      'sex',
      'role_id',
      'dept_id',
      'post_id',
      'status',
      'create_time',
      'tenant_id',
      'create_user',
      'update_user',
    ],
    users.map((u) => [...u, tenant, admin, admin]),
  );

  // top menus
  await insert(
    tx,
    'blade_top_menu',
    cols(['code', 'name', 'source', 'path', 'sort']),
    rowsOf([
      ['desk', '工作台', 'DesktopOutlined', '/home/index', 1],
      ['system', '系统管理', 'SettingOutlined', '/system', 2],
      ['service', '企业服务', 'ShopOutlined', '/enterpriseTerminal', 3],
    ]),
  );

  // SMS, OSS, attachments
  await insert(
    tx,
    'blade_sms',
    cols([
      'sms_code',
      'template_id',
      'category',
      'access_key',
      'secret_key',
      'region_id',
      'sign_name',
      'remark',
      'status',
    ]),
    rowsOf([
      [
        'aliyun-login',
        'SMS_248510001',
        3,
        'LTAI5tLingxiDemo01',
        randomToken(16),
        'cn-hangzhou',
        park ? '示范园区' : '灵犀平台',
        '登录验证码',
        1,
      ],
      [
        'tx-notice',
        '1420731',
        4,
        'AKIDLingxiDemo02',
        randomToken(16),
        'ap-guangzhou',
        park ? '示范园区' : '灵犀平台',
        '业务通知短信',
        0,
      ],
    ]),
  );
  await insert(
    tx,
    'blade_oss',
    cols([
      'oss_code',
      'category',
      'endpoint',
      'access_key',
      'secret_key',
      'bucket_name',
      'app_id',
      'region',
      'remark',
      'status',
    ]),
    rowsOf([
      ['local', 5, 'local', 'local', randomToken(16), 'lingxi', null, null, '网关本地对象存储目录', 1],
      [
        'minio-prod',
        1,
        'http://10.0.1.40:9000',
        'lingxi',
        randomToken(16),
        'lingxi-prod',
        null,
        null,
        '生产环境MinIO',
        0,
      ],
    ]),
  );

  // notices and blog posts
  const noticeTitles = [
    '关于开展2024年度专精特新中小企业申报工作的通知',
    '关于组织参加数字经济产业对接会的通知',
    '平台系统升级维护公告',
    '关于做好企业诉求办理情况季度通报的通知',
    '关于公布第一批科技型中小企业名单的通知',
    '园区企业服务专员调整的通知',
    '关于开展安全生产大检查的通知',
    '关于举办2024年园区招商推介会的通知',
  ];
  await insert(
    tx,
    'blade_notice',
    cols(['title', 'category', 'release_time', 'content', 'create_time']),
    rowsOf(
      noticeTitles.map((t, i) => [
        t,
        1 + (i % 5),
        ago(30 * (i + 1)),
        `<p>${t}。请各相关单位认真组织，按时完成相关工作。</p>`,
        ago(30 * (i + 1) + 2),
      ]),
    ),
  );
  const blogs = [
    '灵犀平台3.0版本发布说明',
    '如何用区域企业库做产业分析',
    '企业诉求“红绿灯”机制解读',
    '未来科技城园区风采',
    '政策兑现“免申即享”实践',
    '运营周报：本周新增入驻企业',
  ];
  await insert(
    tx,
    'lingxi_blog',
    cols(['blog_title', 'blog_category', 'blog_content', 'blog_date', 'create_time']),
    rowsOf(blogs.map((t, i) => [t, 1 + (i % 5), `${t}——正文内容。`, ago(50 * (i + 1)), ago(50 * (i + 1))])),
  );

  // messages and their recipients
  const messageIds = await insert(
    tx,
    'lingxi_message',
    cols(['title', 'content', 'msg_type', 'send_scope', 'send_count', 'create_time']),
    rowsOf([
      [
        '政策申报提醒',
        '您好，2024年度高新技术企业认定申报将于本月底截止，请尽快提交材料。',
        1,
        '高新技术企业',
        5,
        ago(72),
      ],
      ['诉求办理回访', '您反映的问题已办结，请对办理结果进行评价。', 2, '诉求企业', 4, ago(60)],
      ['活动报名通知', '数字经济产业对接会火热报名中，名额有限。', 3, '全部企业', 5, ago(48)],
      ['系统维护通知', '平台将于周六凌晨进行系统维护，届时暂停服务。', 2, '全部用户', 3, ago(30)],
    ]),
  );
  const recipients: Value[][] = [];
  messageIds.forEach((mid, m) => {
    for (let i = 0; i < 5 - (m % 2); i++)
      recipients.push([mid, person(i + m * 5), phone(i + m * 10), company(i + m * 3), i % 2]);
  });
  await insert(
    tx,
    'lingxi_message_user',
    cols(['message_id', 'user_name', 'phone', 'enterprise_name', 'read_status']),
    rowsOf(recipients),
  );

  // projects with subprojects
  const projects = park
    ? ['园区智慧管理平台', '企业服务小程序']
    : [
        '企业服务综合平台',
        '产业大数据决策平台',
        '政策兑现系统',
        '诉求直通车',
        '统一身份认证平台',
        '运营推广平台',
      ];
  for (const [i, name] of projects.entries()) {
    const [pid] = await insert(
      tx,
      'lingxi_project',
      cols([
        'parent_id',
        'project_name',
        'project_code',
        'category',
        'leader',
        'phone',
        'start_date',
        'end_date',
        'budget',
        'description',
        'status',
        'create_time',
      ]),
      rowsOf([
        [
          0,
          name,
          `PRJ-${2024}${String(i + 1).padStart(3, '0')}`,
          1 + (i % 3),
          person(i + 5),
          phone(i + 300),
          '2024-01-15',
          '2025-12-31',
          120 + i * 35.5,
          `${name}建设项目`,
          i === projects.length - 1 ? 0 : 1,
          ago(200 - i),
        ],
      ]),
    );
    await insert(
      tx,
      'lingxi_project',
      cols([
        'parent_id',
        'project_name',
        'project_code',
        'category',
        'leader',
        'phone',
        'start_date',
        'end_date',
        'budget',
        'description',
        'status',
      ]),
      rowsOf(
        ['需求与设计', '开发与测试'].map((sub, j) => [
          pid ?? '0',
          `${name}-${sub}`,
          `PRJ-${2024}${String(i + 1).padStart(3, '0')}-${j + 1}`,
          1,
          person(i + j + 9),
          phone(i + j + 400),
          '2024-02-01',
          '2024-12-31',
          40 + j * 10,
          sub,
          1,
        ]),
      ),
    );
  }

  // enterprise libraries
  const region = park ? '330108' : '330106';
  const regionName = park ? '滨江区' : '西湖区';
  const base = park ? 500_000 : 0;
  await insert(
    tx,
    'lingxi_project_enterprise',
    cols([
      'enterprise_name',
      'credit_code',
      'legal_person',
      'industry',
      'registered_capital',
      'contact',
      'phone',
      'address',
      'intention',
      'stage',
      'create_time',
    ]),
    rowsOf(
      Array.from({ length: park ? 6 : 25 }, (_, i) => [
        company(i * 37 + 3),
        credit(region, base + 900_000 + i),
        person(i + 3),
        INDUSTRY[i % INDUSTRY.length] ?? '',
        500 + i * 120,
        person(i + 8),
        phone(i + 500),
        `浙江省杭州市${regionName}科创路${i + 1}号`,
        `拟投资${2 + (i % 8)}亿元建设研发中心`,
        1 + (i % 5),
        ago(10 * (i + 1)),
      ]),
    ),
  );
  await insert(
    tx,
    'lingxi_web_enterprise',
    cols([
      'enterprise_name',
      'credit_code',
      'industry',
      'region_name',
      'contact',
      'phone',
      'certify_status',
      'create_time',
    ]),
    rowsOf(
      Array.from({ length: park ? 6 : 20 }, (_, i) => [
        company(i * 53 + 11),
        credit(region, base + 800_000 + i),
        INDUSTRY[i % INDUSTRY.length] ?? '',
        regionName,
        person(i + 2),
        phone(i + 600),
        i % 3,
        ago(8 * (i + 1)),
      ]),
    ),
  );
  const serviceNames: [string, number, string][] = [
    ['科技型企业贷款', 1, '杭州银行科技支行'],
    ['知识产权质押融资', 1, '浙商银行'],
    ['企业法律顾问', 2, '浙江天册律师事务所'],
    ['劳动用工合规体检', 2, '浙江六和律师事务所'],
    ['高层次人才引进', 3, '浙江人才市场'],
    ['校园招聘专场', 3, '浙江大学就业指导中心'],
    ['工业软件上云', 4, '阿里云计算有限公司'],
    ['检验检测服务', 4, '浙江省计量科学研究院'],
    ['专利申请代理', 5, '杭州求是专利事务所'],
    ['商标注册代理', 5, '浙江华诚知识产权'],
    ['研发费用加计扣除辅导', 6, '天健会计师事务所'],
    ['高企认定财务审计', 6, '中汇会计师事务所'],
  ];
  await insert(
    tx,
    'lingxi_service_resource',
    cols([
      'service_name',
      'service_type',
      'provider',
      'contact',
      'phone',
      'price',
      'description',
      'create_time',
    ]),
    rowsOf(
      serviceNames
        .slice(0, park ? 5 : 12)
        .map(([n, t, p], i) => [
          n,
          t,
          p,
          person(i + 20),
          phone(i + 700),
          i % 3 === 0 ? 0 : 2000 + i * 500,
          `${p}提供${n}服务`,
          ago(6 * (i + 1)),
        ]),
    ),
  );

  // certified enterprises, their users (administrator + child account) and personal users
  const enterprises = await insert(
    tx,
    'lingxi_certified_enterprise',
    cols([
      'enterprise_name',
      'credit_code',
      'legal_person',
      'contact',
      'phone',
      'address',
      'certify_time',
      'create_time',
    ]),
    rowsOf(
      Array.from({ length: park ? 4 : 12 }, (_, i) => [
        company(i * 71 + 29),
        credit(region, base + 700_000 + i),
        person(i + 30),
        person(i + 31),
        phone(i + 800),
        `浙江省杭州市${regionName}文一西路${100 + i}号`,
        ago(12 * (i + 1)),
        ago(12 * (i + 1)),
      ]),
    ),
  );
  const members: Value[][] = [];
  enterprises.forEach((eid, i) => {
    members.push([
      eid,
      `ent${i + 1}admin`,
      userHash,
      person(i + 90),
      phone(i + 900),
      `ent${i + 1}@corp.example`,
      1,
      0,
    ]);
  });
  const adminIds = await insert(
    tx,
    'lingxi_register_user',
    cols(['enterprise_id', 'account', 'password', 'real_name', 'phone', 'email', 'is_admin', 'parent_id']),
    rowsOf(members),
  );
  const children = adminIds.map((aid, i): Value[] => [
    enterprises[i] ?? null,
    `ent${i + 1}staff`,
    userHash,
    person(i + 120),
    phone(i + 1000),
    null,
    0,
    aid,
  ]);
  const personal = Array.from({ length: park ? 3 : 8 }, (_, i): Value[] => [
    null,
    `user${String(i + 1).padStart(3, '0')}`,
    userHash,
    person(i + 150),
    phone(i + 1100),
    `user${i + 1}@mail.example`,
    0,
    0,
  ]);
  await insert(
    tx,
    'lingxi_register_user',
    cols(['enterprise_id', 'account', 'password', 'real_name', 'phone', 'email', 'is_admin', 'parent_id']),
    rowsOf([...children, ...personal]),
  );
  await insert(
    tx,
    'lingxi_member_oper_log',
    cols(['enterprise_id', 'register_user_id', 'account', 'operation', 'content', 'create_time']),
    rowsOf(
      adminIds.flatMap((aid, i) => [
        [enterprises[i] ?? null, aid, `ent${i + 1}admin`, '登录', '企业管理员登录企业端', ago(5 * (i + 1))],
        [
          enterprises[i] ?? null,
          aid,
          `ent${i + 1}admin`,
          '新增子账号',
          `新增子账号ent${i + 1}staff`,
          ago(5 * (i + 1) + 1),
        ],
      ]),
    ),
  );

  // business notices
  const bn = [
    '您有一条新的政策匹配结果',
    '诉求办理即将超期提醒',
    '数字经济对接会报名成功',
    '系统将于今晚维护',
    '您的企业认证已通过',
    '园区活动报名提醒',
  ];
  await insert(
    tx,
    'lingxi_business_notice',
    cols([
      'title',
      'content',
      'notice_type',
      'dept_id',
      'user_id',
      'finish_status',
      'read_status',
      'create_time',
    ]),
    rowsOf(
      Array.from({ length: park ? 6 : 15 }, (_, i) => [
        bn[i % bn.length] ?? '',
        `${bn[i % bn.length]}，请及时处理。`,
        1 + (i % 4),
        deptIds[0] ?? null,
        admin,
        i % 3 === 0 ? 1 : 0,
        i % 2,
        ago(4 * (i + 1)),
      ]),
    ),
  );

  // single sign-on systems
  const systems = await insert(
    tx,
    'lingxi_user_system',
    cols(['system_name', 'system_code', 'url', 'description']),
    rowsOf([
      ['产业大数据平台', 'bigdata', 'https://bigdata.lingxi.example', '产业大数据决策分析'],
      ['政策兑现系统', 'policy', 'https://policy.lingxi.example', '政策申报与兑现'],
      ['企业服务App', 'app', 'https://app.lingxi.example', '移动端企业服务'],
      ['园区OA', 'oa', 'https://oa.lingxi.example', '园区协同办公'],
    ]),
  );
  await insert(
    tx,
    'lingxi_user_system_bind',
    cols(['system_id', 'account', 'ext_account']),
    rowsOf([
      [systems[0] ?? '0', 'admin', 'bigdata_admin'],
      [systems[1] ?? '0', 'admin', 'policy_admin'],
    ]),
  );

  // logs: usual, api, error, login records, operation log
  const plainRows = (n: number, f: (i: number) => Value[]) =>
    Array.from({ length: n }, (_, i) => [...f(i), tenant]);
  await insert(
    tx,
    'blade_log_usual',
    [
      'service_id',
      'server_host',
      'server_ip',
      'env',
      'log_level',
      'log_id',
      'log_data',
      'method',
      'request_uri',
      'remote_ip',
      'create_by',
      'create_time',
      'tenant_id',
    ],
    plainRows(10, (i) => [
      'lingxi-system',
      'gateway-01',
      '10.0.1.11',
      'prod',
      i % 4 === 0 ? 'warn' : 'info',
      `job-${i + 1}`,
      i % 4 === 0 ? '定时同步企业数据耗时较长' : '定时同步企业数据完成',
      'GET',
      '/lingxi-system/region/lazy-tree',
      '10.0.2.15',
      'admin',
      ago(3 * (i + 1)),
    ]),
  );
  await insert(
    tx,
    'blade_log_api',
    [
      'service_id',
      'server_host',
      'server_ip',
      'env',
      'type',
      'title',
      'method',
      'request_uri',
      'user_agent',
      'remote_ip',
      'params',
      'time',
      'create_by',
      'create_time',
      'tenant_id',
    ],
    plainRows(12, (i) => [
      'lingxi-user',
      'gateway-01',
      '10.0.1.11',
      'prod',
      '1',
      ['用户列表', '参数列表', '字典查询', '区域懒加载'][i % 4] ?? '',
      'GET',
      [
        '/lingxi-user/page-boot',
        '/lingxi-system/param/list',
        '/lingxi-system/dict/dictionary',
        '/lingxi-system/region/lazy-tree',
      ][i % 4] ?? '',
      'Mozilla/5.0',
      '10.0.2.15',
      'current=1&size=10',
      String(12 + i * 3),
      'admin',
      ago(2 * (i + 1)),
    ]),
  );
  await insert(
    tx,
    'blade_log_error',
    [
      'service_id',
      'server_host',
      'server_ip',
      'env',
      'method',
      'request_uri',
      'user_agent',
      'stack_trace',
      'exception_name',
      'message',
      'line_number',
      'remote_ip',
      'file_name',
      'params',
      'create_by',
      'create_time',
      'tenant_id',
    ],
    plainRows(6, (i) => [
      'lingxi-resource',
      'gateway-02',
      '10.0.1.12',
      'prod',
      'POST',
      '/lingxi-resource/oss/endpoint/put-file-attach',
      'Mozilla/5.0',
      'java.net.SocketTimeoutException: Read timed out\n\tat org.lingxi.resource.OssEndpoint.putFile(OssEndpoint.java:88)',
      'SocketTimeoutException',
      '对象存储连接超时',
      88,
      '10.0.2.16',
      'OssEndpoint.java',
      null,
      'admin',
      ago(9 * (i + 1)),
    ]),
  );
  await insert(
    tx,
    'lingxi_login_record',
    [
      'user_id',
      'account',
      'user_name',
      'grant_type',
      'status',
      'msg',
      'ip',
      'user_agent',
      'create_time',
      'tenant_id',
    ],
    plainRows(24, (i) => [
      i % 6 === 5 ? null : admin,
      i % 6 === 5 ? 'unknown' : 'admin',
      i % 6 === 5 ? null : '管理员',
      'captcha',
      i % 6 === 5 ? 0 : 1,
      i % 6 === 5 ? '用户名或密码不正确' : '登录成功',
      `10.0.3.${10 + i}`,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
      ago(7 * (i + 1)),
    ]),
  );
  await insert(
    tx,
    'lingxi_operation_log',
    [
      'user_id',
      'account',
      'user_name',
      'title',
      'method',
      'path',
      'query',
      'status_code',
      'ip',
      'user_agent',
      'duration',
      'create_time',
      'tenant_id',
    ],
    plainRows(24, (i) => [
      admin,
      'admin',
      '管理员',
      ['参数管理', '政府用户', '通用字典', '区域发布'][i % 4] ?? '',
      'POST',
      [
        '/api/lingxi-system/param/submit',
        '/api/lingxi-user/submit',
        '/api/lingxi-system/dict/submit',
        '/api/lingxi-system/region/submit',
      ][i % 4] ?? '',
      '',
      200,
      `10.0.3.${20 + i}`,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
      20 + i,
      ago(5 * (i + 1)),
    ]),
  );
}

/** The large paging table: `rows` enterprises of the platform tenant, in one statement. */
async function bigTable(tx: Queryable, rows: number, admin: string) {
  await tx.query(
    `insert into lingxi_area_enterprise
       (tenant_id, enterprise_name, credit_code, region_code, region_name, industry, scale, legal_person,
        registered_capital, established_date, address, create_user, update_user, create_time, update_time)
     select '000000',
       (array['杭州','宁波','温州','嘉兴','湖州','绍兴','金华','台州','丽水','衢州'])[1 + i % 10]
         || (array['云帆','智汇','启明','数澜','博远','恒信','星辰','海纳','鼎盛','华创','融智','睿思','青禾','远景','天择','凌云','同创','新维','卓越','钱江'])[1 + (i / 10) % 20]
         || (array['网络科技','信息技术','智能制造','生物医药','新材料','数字科技','电子商务','环保科技','新能源','供应链管理'])[1 + (i / 200) % 10]
         || (array['有限公司','股份有限公司'])[1 + i % 2],
       '91330100MA' || lpad(i::text, 8, '0'),
       (array['330102','330105','330106','330108','330109','330110','330111','330112','330113','330114'])[1 + (i / 7) % 10],
       (array['上城区','拱墅区','西湖区','滨江区','萧山区','余杭区','富阳区','临安区','临平区','钱塘区'])[1 + (i / 7) % 10],
       (array['新一代信息技术','高端装备制造','生物医药','新材料','新能源','现代服务业','数字创意'])[1 + (i / 3) % 7],
       1 + i % 4,
       (array['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + i % 10] || (array['伟','芳','娜','敏','静','强','磊','洋','艳','勇'])[1 + (i / 10) % 10],
       round((50 + (i % 997) * 13.7)::numeric, 2),
       date '2000-01-01' + (i % 8700),
       '浙江省杭州市' || (array['上城区','拱墅区','西湖区','滨江区','萧山区','余杭区','富阳区','临安区','临平区','钱塘区'])[1 + (i / 7) % 10] || '创新路' || (1 + i % 999) || '号',
       $2, $2,
       now() - (i * interval '37 seconds'), now() - (i * interval '37 seconds')
     from generate_series(1, $1::int) as i`,
    [rows, admin],
  );
}

export function dataSeeds(seedRows: number): Seed[] {
  return [
    {
      name: '002_help_menu',
      async run(tx) {
        const system = await menuId(tx, 'system');
        const rows = await tx.query<{ id: string }>(
          `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
           values ($1, 'helpGuide', '帮助文档', 'helpGuide', '/help/guide.html', 'QuestionCircleOutlined', 100, 1, 0, 1, 'helpGuide', 0)
           returning id`,
          [system],
        );
        await tx.query(
          `insert into blade_role_menu (menu_id, role_id)
           select $1, id from blade_role where role_alias = 'administrator' and is_deleted = 0 on conflict do nothing`,
          [rows[0]?.id],
        );
      },
    },
    {
      name: '003_data',
      async run(tx) {
        const userHash = await hashPassword(md5Hex('123456'));
        const platformAdmin = await adminOf(tx, '000000');
        await platformData(tx, platformAdmin);
        for (const tenant of TENANTS) await tenantData(tx, tenant, await adminOf(tx, tenant), userHash);
      },
    },
    {
      name: '004_area_enterprise_library',
      async run(tx) {
        await bigTable(tx, seedRows, await adminOf(tx, '000000'));
        await tx.query(
          `insert into lingxi_area_enterprise (tenant_id, enterprise_name, credit_code, region_code, region_name, industry, scale, legal_person, registered_capital, established_date, address)
           select '100000', '滨江' || (array['云帆','智汇','启明','数澜','博远'])[1 + i % 5] || '科技有限公司' || i, '91330108MA' || lpad((600000 + i)::text, 8, '0'),
                  '330108', '滨江区', '新一代信息技术', 2 + i % 3, '王园区', 300 + i, date '2015-06-01' + i * 30, '浙江省杭州市滨江区网商路' || i || '号'
           from generate_series(1, 30) as i`,
        );
      },
    },
  ];
}
