/**
 * Promotion centre seeds (issue 22): enough records in each of the six pages' lists for search and
 * paging to mean something. Notices and blog posts with formatted HTML content (as the editor writes
 * it), business notices of the four types (a third of them handled), group messages with their
 * recipients, report files, and users of the enterprise-growth programme in the departments of
 * category 1. The second tenant (100000) gets a smaller set of its own, for tenant isolation.
 */
import { hashPassword, md5Hex } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';

type Value = string | number | null;

/** One statement per table (the rows in order; their ids answered in that order). */
async function insert(tx: Queryable, table: string, columns: string[], rows: Value[][]): Promise<string[]> {
  if (rows.length === 0) return [];
  const params: Value[] = [];
  const tuples = rows.map(
    (row) =>
      `(${row
        .map((value) => {
          params.push(value);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  const found = await tx.query<{ id: string }>(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
    params,
  );
  return found.map((row) => String(row.id));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

const TOPICS = [
  '专精特新中小企业申报',
  '数字经济产业对接会',
  '高新技术企业认定',
  '企业诉求办理季度通报',
  '科技型中小企业评价',
  '园区招商推介会',
  '安全生产大检查',
  '人才公寓申请',
  '知识产权质押融资',
  '首台套产品认定',
  '工业互联网平台评选',
  '企业上云补贴',
] as const;

const NOTICE_KINDS = ['关于开展', '关于做好', '关于组织', '关于公布'] as const;
const BLOG_KINDS = ['解读：', '实践：', '观察：', '周报：'] as const;
const PEOPLE = [
  '张伟',
  '王芳',
  '李娜',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄敏',
  '周杰',
  '吴婷',
  '徐明',
  '孙悦',
];
const COMPANIES = ['云帆科技', '智汇数据', '启明医疗', '数澜信息', '博远制造', '星河新能源', '青禾农业'];

const noticeHtml = (topic: string, i: number) =>
  `<p>各有关单位：</p><p>为做好<strong>${topic}</strong>工作，现将有关事项通知如下。</p>` +
  `<ol><li>申报时间：即日起至第${(i % 4) + 1}季度末。</li><li>申报方式：通过<em>灵犀企业服务平台</em>在线提交。</li></ol>` +
  `<p>详见<a target="_blank" rel="noopener noreferrer" href="https://www.lingxi.example/notice/${i + 1}">办事指南</a>。</p>`;

const blogHtml = (topic: string) =>
  `<h3>${topic}</h3><p>本文介绍<strong>${topic}</strong>的背景、要点和园区企业的实践。</p>` +
  '<ul><li>政策要点</li><li>办理流程</li><li>常见问题</li></ul>';

async function tenantContent(tx: Queryable, tenant: string, admin: string, scale: number): Promise<void> {
  const audit = (row: Value[]) => [...row, tenant, admin, admin];
  const notices = Array.from({ length: 5 * scale }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length] ?? '';
    const kind = NOTICE_KINDS[i % NOTICE_KINDS.length] ?? '';
    return audit([
      `${kind}${topic}工作的通知（第${i + 1}号）`,
      1 + (i % 5),
      hoursAgo(36 * (i + 1)),
      noticeHtml(topic, i),
      hoursAgo(36 * (i + 1) + 1),
    ]);
  });
  await insert(
    tx,
    'blade_notice',
    [
      'title',
      'category',
      'release_time',
      'content',
      'create_time',
      'tenant_id',
      'create_user',
      'update_user',
    ],
    notices,
  );

  const blogs = Array.from({ length: 4 * scale }, (_, i) => {
    const topic = TOPICS[(i * 5) % TOPICS.length] ?? '';
    return audit([
      `${BLOG_KINDS[i % BLOG_KINDS.length]}${topic}（${i + 1}）`,
      1 + (i % 5),
      blogHtml(topic),
      hoursAgo(48 * (i + 1)),
      hoursAgo(48 * (i + 1)),
    ]);
  });
  await insert(
    tx,
    'lingxi_blog',
    [
      'blog_title',
      'blog_category',
      'blog_content',
      'blog_date',
      'create_time',
      'tenant_id',
      'create_user',
      'update_user',
    ],
    blogs,
  );

  const depts = await tx.query<{ id: string }>(
    'select id from blade_dept where tenant_id = $1 and is_deleted = 0 order by id limit 4',
    [tenant],
  );
  const BN = ['政策匹配结果', '诉求办理即将超期', '活动报名成功', '企业认证审核结果'] as const;
  const business = Array.from({ length: 8 * scale }, (_, i) => {
    const type = 1 + (i % 4);
    const what = BN[type - 1] ?? '';
    const company = COMPANIES[i % COMPANIES.length] ?? '';
    return audit([
      `${company}：${what}（${i + 1}）`,
      `${company}的${what}，请及时处理。`,
      type,
      depts[i % Math.max(depts.length, 1)]?.id ?? null,
      admin,
      i % 3 === 0 ? 1 : 0,
      i % 2,
      hoursAgo(3 * (i + 1)),
    ]);
  });
  await insert(
    tx,
    'lingxi_business_notice',
    [
      'title',
      'content',
      'notice_type',
      'dept_id',
      'user_id',
      'finish_status',
      'read_status',
      'create_time',
      'tenant_id',
      'create_user',
      'update_user',
    ],
    business,
  );

  for (let m = 0; m < 3 * scale; m++) {
    const topic = TOPICS[m % TOPICS.length] ?? '';
    const count = 4 + (m % 9);
    const [messageId] = await insert(
      tx,
      'lingxi_message',
      [
        'title',
        'content',
        'msg_type',
        'send_scope',
        'send_count',
        'create_time',
        'tenant_id',
        'create_user',
        'update_user',
      ],
      [
        audit([
          `${topic}提醒（第${m + 1}期）`,
          `您好，${topic}相关工作正在进行，请留意平台通知并按时办理。`,
          1 + (m % 3),
          m % 2 === 0 ? '全部企业' : '高新技术企业',
          count,
          hoursAgo(20 * (m + 1)),
        ]),
      ],
    );
    await insert(
      tx,
      'lingxi_message_user',
      [
        'message_id',
        'user_name',
        'phone',
        'enterprise_name',
        'read_status',
        'tenant_id',
        'create_user',
        'update_user',
      ],
      Array.from({ length: count }, (_, i) =>
        audit([
          messageId ?? null,
          PEOPLE[(i + m) % PEOPLE.length] ?? '',
          `13${String(800000000 + m * 100 + i).slice(0, 9)}`,
          `杭州${COMPANIES[(i + m) % COMPANIES.length]}有限公司`,
          (i + m) % 2,
        ]),
      ),
    );
  }
}

async function growthUsers(tx: Queryable, tenant: string, admin: string, count: number): Promise<void> {
  const depts = await tx.query<{ id: string }>(
    'select id from blade_dept where tenant_id = $1 and dept_category = 1 and is_deleted = 0 order by id',
    [tenant],
  );
  if (depts.length === 0) {
    // a tenant without such a department (the park) gets one for its programme, under its root
    // organisation so that the tenant keeps one tree
    const [root] = await tx.query<{ id: string }>(
      'select id from blade_dept where tenant_id = $1 and parent_id = 0 and is_deleted = 0 order by sort, id limit 1',
      [tenant],
    );
    const parent = root?.id ?? '0';
    const [made] = await insert(
      tx,
      'blade_dept',
      ['tenant_id', 'parent_id', 'ancestors', 'dept_category', 'dept_name', 'full_name', 'sort'],
      [[tenant, parent, parent === '0' ? '0' : `0,${parent}`, 1, '企业成长服务中心', '企业成长服务中心', 90]],
    );
    depts.push({ id: made ?? '' });
  }
  const hash = await hashPassword(md5Hex('123456'));
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${PEOPLE[i % PEOPLE.length]}${i < PEOPLE.length ? '' : String(i)}`;
    const account = `grow${String(i + 1).padStart(3, '0')}`;
    return [
      account,
      3,
      account,
      hash,
      name,
      name,
      `${account}@lingxi.example`,
      `139${String(10000000 + i * 37).padStart(8, '0')}`,
      1 + (i % 2),
      depts[i % depts.length]?.id ?? '',
      i % 7 === 0 ? 0 : 1,
      hoursAgo(12 * (count - i)),
      tenant,
      admin,
      admin,
    ] as Value[];
  });
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
      'dept_id',
      'status',
      'create_time',
      'tenant_id',
      'create_user',
      'update_user',
    ],
    rows,
  );
}

async function reports(tx: Queryable, admin: string): Promise<void> {
  const names = [
    '企业入驻周报',
    '诉求来源分析',
    '政策申报进度',
    '园区产值季报',
    '企业成长指数',
    '群发消息触达率',
    '通知公告阅读量',
    '博客访问统计',
    '高新企业分布',
    '人才引进月报',
    '融资对接汇总',
    '活动报名统计',
  ];
  await insert(
    tx,
    'lingxi_report',
    ['name', 'content', 'create_user', 'update_user', 'create_time'],
    names.map((name, i) => [
      `${name}.ureport.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><ureport><cell name="A1" row="1" col="1"><simple-value><![CDATA[${name}]]></simple-value></cell></ureport>`,
      admin,
      admin,
      hoursAgo(24 * (i + 1)),
    ]),
  );
}

async function adminOf(tx: Queryable, tenant: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    "select id from blade_user where tenant_id = $1 and account = 'admin' and is_deleted = 0",
    [tenant],
  );
  if (!rows[0]) throw new Error(`seed: no admin in tenant ${tenant}`);
  return String(rows[0].id);
}

export function promotionSeeds(): Seed[] {
  return [
    {
      name: '007_promotion_data',
      async run(tx) {
        const platform = await adminOf(tx, '000000');
        await tenantContent(tx, '000000', platform, 12);
        await growthUsers(tx, '000000', platform, 45);
        await reports(tx, platform);
        const park = await adminOf(tx, '100000');
        await tenantContent(tx, '100000', park, 2);
        await growthUsers(tx, '100000', park, 6);
      },
    },
  ];
}
