/**
 * Policy seeds (issue 20): the category dictionary, the policy clerk's role and account
 * (`020_policy_roles`), then per tenant policies with their rich-text content and real files in the
 * object store, report projects with open, upcoming and closed declaration windows, the departments
 * that review them, a project linked to a further policy, and registration codes (`020_policy_data`).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword, md5Hex } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';
import { formatDate } from '../time';

const one = async (tx: Queryable, sql: string, params: unknown[]): Promise<string> => {
  const rows = await tx.query<{ id: string }>(sql, params);
  const id = rows[0]?.id;
  if (!id) throw new Error(`seed: no row for ${sql.slice(0, 80)}`);
  return String(id);
};

export const POLICY_CATEGORY_DICT: [string, string][] = [
  ['1', '产业扶持'],
  ['2', '科技创新'],
  ['3', '人才引进'],
  ['4', '金融财税'],
  ['5', '招商引资'],
  ['6', '营商环境'],
];

/** The policy pages: the clerk's grants (every page of 政策服务, every button). */
export const POLICY_PAGES = [
  'policy',
  'policyProjectRel',
  'reportProject',
  'reportProjectDept',
  'policyRegCode',
  'policyDownload',
] as const;

async function seedRoles(tx: Queryable): Promise<void> {
  const admin = await one(
    tx,
    "select id from blade_user where tenant_id = '000000' and account = 'admin'",
    [],
  );
  const exists = await tx.query(
    "select 1 from blade_dict where code = 'policy_category' and is_deleted = 0",
    [],
  );
  if (exists.length === 0) {
    const parentId = await one(
      tx,
      `insert into blade_dict (parent_id, code, dict_key, dict_value, sort, remark, is_sealed, create_user, update_user)
       values (0, 'policy_category', '-1', '政策类别', 60, '政策类别字典', 0, $1, $1) returning id`,
      [admin],
    );
    for (const [i, [key, value]] of POLICY_CATEGORY_DICT.entries())
      await tx.query(
        `insert into blade_dict (parent_id, code, dict_key, dict_value, sort, is_sealed, create_user, update_user)
         values ($1, 'policy_category', $2, $3, $4, 0, $5, $5)`,
        [parentId, key, value, i + 1, admin],
      );
  }
  const roleId = await one(
    tx,
    `insert into blade_role (tenant_id, parent_id, role_name, role_alias, sort, role_type)
     values ('000000', 0, '政策专员', 'policyClerk', 30, 1) returning id`,
    [],
  );
  const codes = [
    'policyService',
    ...POLICY_PAGES.flatMap((p) => [p, `${p}_view`, `${p}_add`, `${p}_edit`, `${p}_delete`]),
  ];
  await tx.query(
    `insert into blade_role_menu (menu_id, role_id)
     select id, $1 from blade_menu where code = any($2::text[]) and is_deleted = 0 on conflict do nothing`,
    [roleId, codes],
  );
  await tx.query(
    `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id)
     values ('000000', 'policyclerk', 1, 'policyclerk', $1, '政策专员', '吴政策', 'policyclerk@lingxi.example', '13800000120', 2, $2, '', '')`,
    [await hashPassword(md5Hex('policyclerk')), roleId],
  );
}

// ── files ─────────────────────────────────────────────────────────────────────────────────────────

/** A one-page PDF whose page reads `text` (ASCII). */
function pdf(text: string): Buffer {
  const stream = `BT /F1 16 Tf 60 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface FileSpec {
  name: string;
  bytes: Buffer;
}

const txt = (name: string, lines: string[]): FileSpec => ({
  name,
  bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
});

/** Stores a file in the object store (when there is one) and answers its attachment id. */
async function storeFile(
  tx: Queryable,
  ossDir: string,
  tenant: string,
  admin: string,
  file: FileSpec,
): Promise<string> {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? 'txt';
  const day = (formatDate(new Date()) ?? '20260101').replaceAll('-', '');
  const name = `/oss/${tenant}/${day}/${randomUUID()}.${ext}`;
  if (ossDir) {
    mkdirSync(join(ossDir, tenant, day), { recursive: true });
    writeFileSync(join(ossDir, name.slice(5)), file.bytes);
  }
  return one(
    tx,
    `insert into blade_attach (tenant_id, link, domain, name, original_name, extension, attach_size, file_tag, create_user, update_user)
     values ($1, $2, '', $2, $3, $4, $5, 'policy', $6, $6) returning id`,
    [tenant, name, file.name, ext, file.bytes.length, admin],
  );
}

// ── policies ──────────────────────────────────────────────────────────────────────────────────────

interface ProjectSpec {
  name: string;
  /** Days from today. */
  open: number;
  close: number;
  support: string;
  contact: string;
  phone: string;
  depts: string[];
}

interface PolicySpec {
  title: string;
  no: string;
  category: number;
  dept: string;
  region: [string, string];
  published: string;
  validFrom: string;
  validTo: string | null;
  content: string;
  files: FileSpec[];
  projects: ProjectSpec[];
}

const html = (intro: string, articles: [string, string][], points: string[]) =>
  `<p>${intro}</p>${articles.map(([h, p]) => `<h3>${h}</h3><p>${p}</p>`).join('')}<ul>${points
    .map((x) => `<li>${x}</li>`)
    .join('')}</ul>`;

const PLATFORM_POLICIES: PolicySpec[] = [
  {
    title: '杭州市促进数字经济高质量发展若干政策',
    no: '杭政办〔2026〕12号',
    category: 1,
    dept: '杭州市经济和信息化局',
    region: ['330100', '杭州市'],
    published: '2026-03-15',
    validFrom: '2026-04-01',
    validTo: '2028-12-31',
    content: html(
      '为加快建设数字经济第一城，推动数字产业化和产业数字化，制定本政策。',
      [
        [
          '第一条 数字化改造',
          '对实施数字化改造且设备投入超过500万元的规上工业企业，按投入的<strong>10%</strong>给予补助，最高300万元。',
        ],
        ['第二条 企业上云', '对新上云企业按年度云服务费用的30%给予补助，每家最高20万元。'],
      ],
      ['申报主体须在本市注册登记', '近三年无重大安全、环保事故', '同一项目不得重复享受市级财政扶持'],
    ),
    files: [
      {
        name: '杭州市促进数字经济高质量发展若干政策.pdf',
        bytes: pdf('Hangzhou digital economy policy 2026'),
      },
      txt('数字化改造项目申报指南.txt', [
        '数字化改造项目申报指南',
        '一、申报条件：规上工业企业，设备投入不低于500万元。',
        '二、申报材料：申报表、投入明细、专项审计报告。',
        '三、受理部门：杭州市经济和信息化局产业发展处。',
      ]),
    ],
    projects: [
      {
        name: '2026年度数字化改造示范项目',
        open: -10,
        close: 20,
        support: '按设备投入10%补助，最高300万元',
        contact: '陈晓峰',
        phone: '13857101234',
        depts: ['产业发展处', '数字经济处'],
      },
      {
        name: '2025年度企业上云奖励',
        open: -200,
        close: -140,
        support: '云服务费用30%，每家最高20万元',
        contact: '林雨',
        phone: '13857105678',
        depts: ['数字经济处'],
      },
    ],
  },
  {
    title: '杭州高新区科技创新券管理办法',
    no: '杭高新〔2025〕45号',
    category: 2,
    dept: '科技局',
    region: ['330108', '滨江区'],
    published: '2025-11-20',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    content: html(
      '为鼓励中小微企业利用创新载体开展研发活动，设立科技创新券。',
      [
        ['第一条 适用对象', '在高新区注册的科技型中小企业和创业团队。'],
        ['第二条 使用范围', '创新券用于购买检验检测、研究开发、技术转移等科技服务。'],
      ],
      ['每家企业年度创新券额度不超过30万元', '创新券有效期为一年'],
    ),
    files: [
      txt('科技创新券申领流程.txt', [
        '科技创新券申领流程',
        '1. 登录平台填写申领表',
        '2. 科技局审核',
        '3. 发放电子创新券',
      ]),
    ],
    projects: [
      {
        name: '2026年第二批科技创新券申领',
        open: 15,
        close: 45,
        support: '每家年度额度不超过30万元',
        contact: '孙承办',
        phone: '13857109012',
        depts: ['科技局', '企业服务处'],
      },
    ],
  },
  {
    title: '高层次人才引进资助实施细则',
    no: '杭人社发〔2025〕8号',
    category: 3,
    dept: '杭州市人力资源和社会保障局',
    region: ['330100', '杭州市'],
    published: '2025-06-01',
    validFrom: '2025-06-01',
    validTo: '2027-05-31',
    content: html(
      '为集聚高层次人才，按照人才分类给予安家补贴和生活补助。',
      [['第一条 补贴标准', 'A类人才最高给予<em>800万元</em>购房补贴，B类200万元，C类100万元。']],
      ['申请人须与在杭单位签订三年以上劳动合同'],
    ),
    files: [],
    projects: [
      {
        name: '2025年青年人才安家补贴',
        open: -300,
        close: -240,
        support: '本科1万元、硕士3万元、博士5万元',
        contact: '周敏',
        phone: '13857103456',
        depts: ['企业服务处'],
      },
    ],
  },
  {
    title: '中小企业融资担保费补助办法',
    no: '杭经信〔2023〕31号',
    category: 4,
    dept: '企业服务处',
    region: ['330100', '杭州市'],
    published: '2023-01-10',
    validFrom: '2023-02-01',
    validTo: '2025-12-31',
    content: html(
      '对通过政府性融资担保机构获得贷款的中小企业给予担保费补助。',
      [['第一条 补助标准', '按实际担保费的50%给予补助，每家企业每年最高10万元。']],
      ['本办法已到期，不再受理新申请'],
    ),
    files: [
      txt('担保费补助申请表.csv', [
        '企业名称,统一社会信用代码,担保金额(万元),担保费(元)',
        '示例企业,91330106MA2K000001,500,25000',
      ]),
    ],
    projects: [],
  },
  {
    title: '招商引资重大项目落地奖励办法',
    no: '杭商务〔2026〕3号',
    category: 5,
    dept: '商务局',
    region: ['330108', '滨江区'],
    published: '2026-02-01',
    validFrom: '2026-02-01',
    validTo: null,
    content: html(
      '对新引进总投资超过1亿元的产业项目给予落地奖励。',
      [['第一条 奖励标准', '按实际到位资金的1%给予奖励，最高1000万元。']],
      ['奖励资金分三年兑现'],
    ),
    files: [],
    projects: [],
  },
];

const PARK_POLICIES: PolicySpec[] = [
  {
    title: '示范园区入驻企业房租补贴办法',
    no: '园管〔2026〕5号',
    category: 1,
    dept: '示范园区管委会',
    region: ['330108', '滨江区'],
    published: '2026-01-05',
    validFrom: '2026-01-05',
    validTo: '2027-01-04',
    content: html(
      '对新入驻园区的科技企业给予房租补贴。',
      [['第一条', '前两年房租全额补贴，第三年补贴50%。']],
      ['面积不超过500平方米'],
    ),
    files: [txt('房租补贴申请说明.txt', ['示范园区房租补贴申请说明', '请于每季度首月提交申请。'])],
    projects: [
      {
        name: '2026年度园区房租补贴',
        open: -5,
        close: 60,
        support: '房租全额或50%补贴',
        contact: '王园区',
        phone: '13900001111',
        depts: ['企业服务部'],
      },
    ],
  },
  {
    title: '示范园区创业团队孵化支持政策',
    no: '园管〔2025〕18号',
    category: 2,
    dept: '招商服务部',
    region: ['330108', '滨江区'],
    published: '2025-09-01',
    validFrom: '2025-09-01',
    validTo: null,
    content: html(
      '支持大学生和海归创业团队入园孵化。',
      [['第一条', '提供免费工位和创业辅导。']],
      ['团队成员不少于3人'],
    ),
    files: [],
    projects: [],
  },
];

const ENTERPRISES = [
  '杭州云帆智能科技有限公司',
  '浙江数澜信息技术有限公司',
  '杭州启明医疗器械有限公司',
  '杭州博远新材料有限公司',
  '浙江智汇物联网科技有限公司',
  '杭州青禾生物科技有限公司',
];

async function seedTenant(
  tx: Queryable,
  tenant: string,
  policies: PolicySpec[],
  ossDir: string,
  now: Date,
): Promise<void> {
  const admin = await one(tx, "select id from blade_user where tenant_id = $1 and account = 'admin'", [
    tenant,
  ]);
  const day = (offset: number) => formatDate(new Date(now.getTime() + offset * 86_400_000)) ?? '';
  const deptOf = async (name: string) =>
    (
      await tx.query<{ id: string }>(
        'select id from blade_dept where tenant_id = $1 and dept_name = $2 and is_deleted = 0 order by id limit 1',
        [tenant, name],
      )
    )[0]?.id;
  const policyIds: string[] = [];
  const projectIds: string[] = [];
  for (const [i, p] of policies.entries()) {
    const attachIds: string[] = [];
    for (const file of p.files) attachIds.push(await storeFile(tx, ossDir, tenant, admin, file));
    const deptId = (await deptOf(p.dept)) ?? null;
    const created = new Date(now.getTime() - (policies.length - i) * 86_400_000).toISOString();
    const policyId = await one(
      tx,
      `insert into lingxi_policy (tenant_id, title, policy_no, category, dept_id, dept_name, region_code, region_name,
         publish_date, valid_from, valid_to, content, attach_ids, create_user, update_user, create_time, update_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $15) returning id`,
      [
        tenant,
        p.title,
        p.no,
        p.category,
        deptId,
        p.dept,
        p.region[0],
        p.region[1],
        p.published,
        p.validFrom,
        p.validTo,
        p.content,
        attachIds.join(','),
        admin,
        created,
      ],
    );
    policyIds.push(policyId);
    for (const [sort, attachId] of attachIds.entries())
      await tx.query(
        `insert into lingxi_policy_file (tenant_id, policy_id, attach_id, original_name, extension, attach_size, sort, create_user, update_user)
         select tenant_id, $1, id, original_name, extension, attach_size, $2, $3, $3 from blade_attach where id = $4`,
        [policyId, sort + 1, admin, attachId],
      );
    for (const project of p.projects) {
      const projectId = await one(
        tx,
        `insert into lingxi_policy_report_project (tenant_id, policy_id, project_name, open_date, close_date, support_content,
           contact, phone, description, create_user, update_user)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
        [
          tenant,
          policyId,
          project.name,
          day(project.open),
          day(project.close),
          project.support,
          project.contact,
          project.phone,
          `${project.name}：请申报企业在申报期内通过平台提交申报材料，逾期不予受理。`,
          admin,
        ],
      );
      projectIds.push(projectId);
      for (const [sort, name] of project.depts.entries()) {
        const dept = await deptOf(name);
        if (!dept) continue;
        await tx.query(
          `insert into lingxi_policy_report_project_dep (tenant_id, project_id, dept_id, dept_name, sort, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $6)`,
          [tenant, projectId, dept, name, sort + 1, admin],
        );
      }
    }
  }
  // the first project is linked to the second policy as well
  if (projectIds[0] && policyIds[1])
    await tx.query(
      `insert into lingxi_policy_project_rel (tenant_id, policy_id, project_id, remark, create_user, update_user)
       values ($1, $2, $3, '同时适用科技创新券政策', $4, $4)`,
      [tenant, policyIds[1], projectIds[0], admin],
    );
  // registration codes of enterprises under the policies
  const count = tenant === '000000' ? 12 : 3;
  for (let i = 0; i < count; i++) {
    const policyId = policyIds[i % Math.min(3, policyIds.length)] ?? policyIds[0];
    const regTime = new Date(now.getTime() - (count - i) * 3 * 86_400_000);
    await tx.query(
      `insert into lingxi_policy_reg_code (tenant_id, policy_id, reg_code, enterprise_name, credit_code, contact, reg_time, create_user, update_user)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        tenant,
        policyId,
        `ZC${(formatDate(regTime) ?? '').replaceAll('-', '')}${tenant.slice(0, 1)}${String(i + 1).padStart(3, '0')}`,
        tenant === '000000'
          ? (ENTERPRISES[i % ENTERPRISES.length] ?? '') + (i >= ENTERPRISES.length ? '（分公司）' : '')
          : `示范园区入驻企业${i + 1}号`,
        `91330108MA2K${tenant.slice(0, 1)}${String(10000 + i).slice(-5)}`,
        ['张立', '王芳', '李强', '刘洋', '陈静', '杨磊'][i % 6] ?? '',
        regTime.toISOString(),
        admin,
      ],
    );
  }
}

export function policySeeds(ossDir: string, now: () => Date = () => new Date()): Seed[] {
  return [
    { name: '020_policy_roles', run: seedRoles },
    {
      name: '020_policy_data',
      async run(tx) {
        const at = now();
        await seedTenant(tx, '000000', PLATFORM_POLICIES, ossDir, at);
        await seedTenant(tx, '100000', PARK_POLICIES, ossDir, at);
      },
    },
  ];
}
