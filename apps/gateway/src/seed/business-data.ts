/**
 * The business centre's data pages (issue 20): service resources of every category with their rich-text
 * content, an enterprise directory with region, industry, scale and registration facts, and a fuller
 * investment enterprise library. Added beside the first records of data.ts (which it completes: the
 * directory's first enterprises get the facts the migration 020 added).
 */
import type { Queryable } from '../db';
import type { Seed } from '../migrate';

type Value = string | number | null;

const REGIONS: [string, string][] = [
  ['330102', '上城区'],
  ['330105', '拱墅区'],
  ['330106', '西湖区'],
  ['330108', '滨江区'],
  ['330109', '萧山区'],
  ['330110', '余杭区'],
  ['330111', '富阳区'],
  ['330113', '临平区'],
  ['330114', '钱塘区'],
];
const INDUSTRY = ['新一代信息技术', '高端装备制造', '生物医药', '新材料', '新能源', '现代服务业', '数字创意'];
const NAME = ['宏远', '嘉禾', '明德', '瑞丰', '思创', '拓维', '万象', '信达', '云栖', '泽润', '之江', '中科'];
const TRADE = [
  '智能科技',
  '生物技术',
  '精密机械',
  '新材料科技',
  '数据服务',
  '光电科技',
  '环境工程',
  '文化传媒',
];
const SURNAME = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '沈', '钱'];
const GIVEN = [
  '建华',
  '晓东',
  '丽萍',
  '国强',
  '海燕',
  '志刚',
  '雅琴',
  '文博',
  '思远',
  '佳怡',
  '子涵',
  '明轩',
];

const person = (i: number) => `${SURNAME[i % SURNAME.length]}${GIVEN[(i * 5) % GIVEN.length]}`;
const phone = (i: number) => `13${6 + (i % 3)}${String(40_000_000 + i * 7_211).slice(-8)}`;
const company = (i: number) =>
  `${['杭州', '浙江', '之江', '钱塘'][Math.floor(i / 96) % 4]}${NAME[i % NAME.length]}${TRADE[Math.floor(i / NAME.length) % TRADE.length]}${i % 3 ? '有限公司' : '股份有限公司'}`;
/** Credit codes of this seed: the 0200xxxx range, which data.ts leaves free. */
const credit = (region: string, i: number) => `91${region}MA0${String(2_000_000 + i).padStart(7, '0')}`;
const ago = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
const day = (i: number) =>
  new Date(Date.UTC(2003, 0, 1) + ((i * 97) % 7300) * 86_400_000).toISOString().slice(0, 10);

async function insert(tx: Queryable, table: string, columns: string[], rows: Value[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const params: Value[] = [];
    const tuples = rows
      .slice(start, start + 200)
      .map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

async function adminOf(tx: Queryable, tenant: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    "select id from blade_user where tenant_id = $1 and account = 'admin' and is_deleted = 0",
    [tenant],
  );
  return rows[0]?.id ?? '0';
}

/** Services of each category (service_type 1-6: 金融, 法律, 人才, 技术, 知识产权, 财税), with provider and points. */
const SERVICES: [number, string, string, string[]][] = [
  [1, '科创企业信用贷', '杭州银行科技支行', ['纯信用、免抵押', '最高额度1000万元', '年化利率低至3.45%']],
  [1, '政府性融资担保', '杭州市融资担保有限公司', ['担保费率不高于1%', '首贷企业优先']],
  [1, '股权融资路演对接', '浙江股权交易中心', ['每月一期专场路演', '对接50余家投资机构']],
  [1, '供应链金融服务', '浙商银行杭州分行', ['应收账款线上融资', '最快当日放款']],
  [1, '科技保险', '中国人保财险杭州分公司', ['研发中断险、产品责任险', '保费补贴50%']],
  [1, '上市辅导培训', '浙江省上市公司协会', ['上市路径诊断', '规范治理辅导']],
  [2, '常年法律顾问', '浙江天册律师事务所', ['合同审查', '法律咨询不限次数']],
  [2, '劳动用工合规体检', '浙江六和律师事务所', ['用工风险排查', '规章制度修订']],
  [2, '商事纠纷调解', '杭州市商事调解中心', ['诉前调解', '平均30日结案']],
  [2, '涉外法律服务', '浙江京衡律师事务所', ['跨境投资合规', '国际贸易纠纷应对']],
  [2, '数据合规评估', '浙江金道律师事务所', ['个人信息保护影响评估', '数据出境申报辅导']],
  [3, '高层次人才引进', '杭州市人才服务中心', ['海外人才招引', '人才项目申报辅导']],
  [3, '校园招聘专场', '浙江大学就业指导中心', ['春秋两季专场', '免费展位']],
  [3, '技能人才培训', '杭州技师学院', ['数控、电工等工种', '培训补贴直达企业']],
  [3, '人力资源外包', '浙江外服人力资源', ['社保代缴', '灵活用工']],
  [3, '人才公寓申请', '杭州市人才安居中心', ['拎包入住', '租金优惠']],
  [3, '博士后工作站建站辅导', '浙江省博士后管理办公室', ['建站条件评估', '材料准备']],
  [4, '工业软件上云', '阿里云计算有限公司', ['ERP、MES云上部署', '上云补贴']],
  [4, '检验检测服务', '浙江省计量科学研究院', ['CMA、CNAS资质', '加急检测']],
  [4, '中试熟化平台', '之江实验室', ['中试线共享', '工艺验证']],
  [4, '大型科学仪器共享', '浙江省科技资源共享平台', ['仪器预约', '创新券抵扣']],
  [4, '数字化改造诊断', '浙江中控技术股份有限公司', ['智能工厂评估', '改造方案设计']],
  [4, '技术成果转化对接', '浙江省技术市场', ['成果发布', '技术经纪服务']],
  [5, '专利申请代理', '杭州求是专利事务所', ['发明、实用新型、外观设计', '预审快速通道']],
  [5, '商标注册代理', '浙江华诚知识产权代理', ['国内及马德里国际注册', '驳回复审']],
  [5, '知识产权贯标', '浙江省知识产权研究与服务中心', ['GB/T 29490认证辅导', '贯标补助申报']],
  [5, '专利导航分析', '杭州知识产权运营中心', ['产业专利导航', '风险预警']],
  [5, '知识产权维权援助', '中国（浙江）知识产权保护中心', ['侵权判定咨询', '维权费用资助']],
  [6, '研发费用加计扣除辅导', '天健会计师事务所', ['归集口径梳理', '备查资料准备']],
  [6, '高企认定专项审计', '中汇会计师事务所', ['研发费用专项审计', '高新收入审计']],
  [6, '代理记账', '杭州财税通代理记账有限公司', ['小规模纳税人每月300元起', '一般纳税人全程代办']],
  [6, '税收优惠政策辅导', '国家税务总局杭州市税务局', ['政策宣讲', '一对一辅导']],
  [6, '出口退税代办', '浙江中税税务师事务所', ['退税申报', '单证备案']],
];

/** The content of a service as its editor writes it (rich text: headings, paragraphs, a list). */
function contentOf(name: string, provider: string, points: string[], price: number): string {
  return [
    `<h3>${name}</h3>`,
    `<p>由<strong>${provider}</strong>提供，面向区内中小微企业。</p>`,
    `<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
    `<p>${price === 0 ? '本服务<em>免费</em>提供。' : `参考价格${price}元起，以双方合同为准。`}</p>`,
  ].join('');
}

async function serviceResources(tx: Queryable, tenant: string, admin: string, count: number) {
  // the first services (data.ts) get their content from their introduction
  await tx.query(
    `update lingxi_service_resource set content = '<p>' || coalesce(description, service_name) || '</p>'
     where tenant_id = $1 and content is null`,
    [tenant],
  );
  const rows = SERVICES.slice(0, count).map(([type, name, provider, points], i): Value[] => {
    const price = i % 4 === 0 ? 0 : 1500 + ((i * 730) % 9000);
    return [
      tenant,
      name,
      type,
      provider,
      person(i + 3),
      phone(i + 31),
      price,
      `${provider}提供${name}服务：${points[0]}`,
      contentOf(name, provider, points, price),
      ago(5 * (i + 2)),
      admin,
      admin,
    ];
  });
  await insert(
    tx,
    'lingxi_service_resource',
    [
      'tenant_id',
      'service_name',
      'service_type',
      'provider',
      'contact',
      'phone',
      'price',
      'description',
      'content',
      'create_time',
      'create_user',
      'update_user',
    ],
    rows,
  );
}

async function webEnterprises(tx: Queryable, tenant: string, admin: string, count: number, from: number) {
  // the directory's first enterprises (data.ts) get the facts migration 020 added
  const first = await tx.query<{ id: string; region_name: string | null }>(
    'select id, region_name from lingxi_web_enterprise where tenant_id = $1 and scale is null order by id',
    [tenant],
  );
  for (const [i, row] of first.entries()) {
    const region = REGIONS.find(([, name]) => name === row.region_name) ?? REGIONS[2];
    await tx.query(
      `update lingxi_web_enterprise set region_code = $2, scale = $3, legal_person = $4, registered_capital = $5,
         established_date = $6, address = $7 where id = $1`,
      [
        row.id,
        region?.[0] ?? '330106',
        1 + (i % 4),
        person(i + 40),
        200 + i * 85,
        day(i + 40),
        `浙江省杭州市${row.region_name ?? '西湖区'}学院路${10 + i}号`,
      ],
    );
  }
  const rows = Array.from({ length: count }, (_, n): Value[] => {
    const i = from + n;
    const [code, region] = REGIONS[i % REGIONS.length] as [string, string];
    return [
      tenant,
      company(i),
      credit(code, i),
      INDUSTRY[(i * 3) % INDUSTRY.length] ?? '',
      region,
      code,
      1 + ((i * 7) % 4),
      person(i),
      Math.round((80 + ((i * 313) % 20_000)) * 100) / 100,
      day(i),
      `浙江省杭州市${region}${['文一西路', '江南大道', '金城路', '良渚路', '东湖路'][i % 5]}${100 + ((i * 17) % 900)}号`,
      person(i + 9),
      phone(i + 200),
      i % 3,
      ago(3 * (n + 1)),
      admin,
      admin,
    ];
  });
  await insert(
    tx,
    'lingxi_web_enterprise',
    [
      'tenant_id',
      'enterprise_name',
      'credit_code',
      'industry',
      'region_name',
      'region_code',
      'scale',
      'legal_person',
      'registered_capital',
      'established_date',
      'address',
      'contact',
      'phone',
      'certify_status',
      'create_time',
      'create_user',
      'update_user',
    ],
    rows,
  );
}

const INTENTION = [
  '拟投资5亿元建设智能制造基地',
  '拟设立华东区域总部',
  '拟租赁研发场地3000平方米',
  '拟新建生产线两条',
  '拟与高校共建联合实验室',
  '拟增资扩产，新增就业200人',
];

async function projectEnterprises(tx: Queryable, tenant: string, admin: string, count: number, from: number) {
  const rows = Array.from({ length: count }, (_, n): Value[] => {
    const i = from + n;
    const [code, region] = REGIONS[(i * 5) % REGIONS.length] as [string, string];
    return [
      tenant,
      company(i + 500),
      credit(code, i + 500),
      person(i + 17),
      INDUSTRY[i % INDUSTRY.length] ?? '',
      Math.round((1000 + ((i * 977) % 50_000)) * 100) / 100,
      person(i + 23),
      phone(i + 400),
      `浙江省杭州市${region}科技园${1 + (i % 12)}幢`,
      INTENTION[i % INTENTION.length] ?? '',
      1 + (i % 5),
      ago(4 * (n + 1) + 1),
      admin,
      admin,
    ];
  });
  await insert(
    tx,
    'lingxi_project_enterprise',
    [
      'tenant_id',
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
      'create_user',
      'update_user',
    ],
    rows,
  );
}

export function businessDataSeeds(): Seed[] {
  return [
    {
      name: '020_business_data',
      async run(tx) {
        const platform = await adminOf(tx, '000000');
        await serviceResources(tx, '000000', platform, SERVICES.length);
        await webEnterprises(tx, '000000', platform, 120, 0);
        await projectEnterprises(tx, '000000', platform, 60, 0);
        const park = await adminOf(tx, '100000');
        await serviceResources(tx, '100000', park, 8);
        await webEnterprises(tx, '100000', park, 12, 1000);
        await projectEnterprises(tx, '100000', park, 10, 1000);
      },
    },
  ];
}
