/**
 * The console's menu tree: one place. Top-level nodes are groups; a group's alias puts it in a
 * centre (its own code = product system management, or enterpriseTerminal / certification /
 * promotion). Every page gets the buttons <code>_add, <code>_edit, <code>_delete, <code>_view.
 */

export interface MenuPage {
  path: string;
  code: string;
  name: string;
  i18n: string;
  source?: string;
  hidden?: boolean;
}

export interface MenuGroup {
  code: string;
  name: string;
  path: string;
  /** Defaults to the group's code (product system management centre). */
  alias?: 'enterpriseTerminal' | 'certification' | 'promotion';
  source: string;
  i18n: string;
  pages: MenuPage[];
}

export const BUTTONS = [
  { action: 'add', name: '新增', source: 'PlusOutlined', actionType: 1 },
  { action: 'edit', name: '修改', source: 'EditOutlined', actionType: 2 },
  { action: 'delete', name: '删除', source: 'DeleteOutlined', actionType: 3 },
  { action: 'view', name: '查看', source: 'FileSearchOutlined', actionType: 2 },
] as const;

export type ButtonAction = (typeof BUTTONS)[number]['action'];

const p = (path: string, code: string, name: string, source: string, hidden = false): MenuPage => ({
  path,
  code,
  name,
  i18n: code,
  source,
  hidden,
});

export const MENU_TREE: MenuGroup[] = [
  // ── Product system management centre ────────────────────────────────────────────────────────
  {
    code: 'project',
    name: '项目管理',
    path: '/project',
    source: 'ProjectOutlined',
    i18n: 'project',
    pages: [p('/project/software', 'software', '软件项目', 'AppstoreOutlined')],
  },
  {
    code: 'basicData',
    name: '基础数据',
    path: '/basicData',
    source: 'DatabaseOutlined',
    i18n: 'basicData',
    pages: [
      p('/basicData/areaPublish', 'region', '区域发布', 'EnvironmentOutlined'),
      p('/basicData/dictionary', 'dict', '通用字典', 'BookOutlined'),
      p('/basicData/businessDictionary', 'dictbiz', '业务字典', 'ReadOutlined'),
      p('/basicData/editeDictionary', 'editeDictionary', '字典编辑', 'EditOutlined', true),
      p('/basicData/baseCode', 'basecode', '基础编码字典', 'NumberOutlined'),
      p('/basicData/governmentOrgans', 'dept', '机构管理', 'ApartmentOutlined'),
    ],
  },
  {
    code: 'platform',
    name: '平台管理',
    path: '/platform',
    source: 'ClusterOutlined',
    i18n: 'platform',
    pages: [
      p('/platform/parkAndInstitutions', 'park', '园区及运营机构', 'BankOutlined'),
      p('/platform/roles', 'role', '角色管理', 'TeamOutlined'),
      p('/platform/assigned', 'assigned', '前端权限分配', 'SafetyOutlined', true),
      p('/platform/assignedBack', 'assignedBack', '后端权限分配', 'SafetyCertificateOutlined', true),
      p('/platform/menu', 'menu', 'Web菜单', 'MenuOutlined'),
      p('/platform/menuApp', 'menuApp', 'App菜单', 'MobileOutlined'),
      p('/platform/topMenu', 'topmenu', '顶部菜单', 'LayoutOutlined'),
    ],
  },
  {
    code: 'managerUser',
    name: '用户管理',
    path: '/managerUser',
    source: 'UserOutlined',
    i18n: 'managerUser',
    pages: [
      p('/managerUser/governmentUsers', 'govUser', '政府用户', 'IdcardOutlined'),
      p('/managerUser/gardenUser', 'gardenUser', '园区与运营用户', 'UsergroupAddOutlined'),
    ],
  },
  {
    code: 'logManager',
    name: '日志管理',
    path: '/logManager',
    source: 'FileTextOutlined',
    i18n: 'logManager',
    pages: [
      p('/logManager/log', 'loginLog', '登录日志', 'LoginOutlined'),
      p('/logManager/operaLog', 'operaLog', '操作日志', 'HistoryOutlined'),
      p('/logManager/apiLog', 'apiLog', '接口日志', 'ApiOutlined'),
      p('/logManager/errorLog', 'errorLog', '错误日志', 'BugOutlined'),
      p('/logManager/usualLog', 'usualLog', '通用日志', 'ProfileOutlined'),
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'SettingOutlined',
    i18n: 'system',
    pages: [
      p('/system/tenant', 'tenant', '租户管理', 'HomeOutlined'),
      p('/system/client', 'client', '应用管理', 'AppstoreAddOutlined'),
      p('/system/datasource', 'datasource', '数据源管理', 'HddOutlined'),
      p('/system/param', 'param', '参数管理', 'ControlOutlined'),
      p('/system/post', 'post', '岗位管理', 'SolutionOutlined'),
      p('/system/dataScope', 'dataScope', '数据权限', 'EyeOutlined'),
      p('/system/apiScope', 'apiScope', '接口权限', 'KeyOutlined'),
      p('/system/sms', 'sms', '短信配置', 'MessageOutlined'),
      p('/system/oss', 'oss', '对象存储', 'CloudOutlined'),
      p('/system/attach', 'attach', '附件管理', 'PaperClipOutlined'),
      p('/system/code', 'code', '代码生成', 'CodeOutlined'),
    ],
  },
  // ── Integrated business service centre ──────────────────────────────────────────────────────
  {
    code: 'enterpriseService',
    name: '企业服务',
    path: '/enterpriseTerminal',
    alias: 'enterpriseTerminal',
    source: 'ShopOutlined',
    i18n: 'enterpriseService',
    pages: [
      p('/enterpriseTerminal/serviceSourceManage', 'serviceResource', '服务资源', 'CustomerServiceOutlined'),
      p('/enterpriseTerminal/enterprise', 'enterprise', '企业列表', 'BankOutlined'),
    ],
  },
  {
    code: 'enterpriseLibrary',
    name: '企业库',
    path: '/enterpriseLibrary',
    alias: 'enterpriseTerminal',
    source: 'DatabaseOutlined',
    i18n: 'enterpriseLibrary',
    pages: [
      p('/basicData/businessLibrary', 'businessLibrary', '招商企业库', 'FundOutlined'),
      p('/businessData/areaLibrary', 'areaLibrary', '区域企业库', 'GlobalOutlined'),
    ],
  },
  {
    code: 'policyService',
    name: '政策服务',
    path: '/policy',
    alias: 'enterpriseTerminal',
    source: 'FileProtectOutlined',
    i18n: 'policyService',
    pages: [
      p('/policy/policy', 'policy', '政策管理', 'FileTextOutlined'),
      p('/policy/projectRel', 'policyProjectRel', '政策项目关联', 'LinkOutlined'),
      p('/policy/reportProject', 'reportProject', '申报项目', 'AuditOutlined'),
      p('/policy/reportProjectDept', 'reportProjectDept', '申报项目部门', 'PartitionOutlined'),
      p('/policy/regCode', 'policyRegCode', '政策注册码', 'BarcodeOutlined'),
      p('/policy/download', 'policyDownload', '文件下载', 'DownloadOutlined'),
    ],
  },
  {
    code: 'appealManage',
    name: '诉求管理',
    path: '/appeal',
    alias: 'enterpriseTerminal',
    source: 'CommentOutlined',
    i18n: 'appealManage',
    pages: [
      p('/appeal/manage', 'appeal', '诉求管理', 'CommentOutlined'),
      p('/appeal/type', 'appealType', '诉求类型', 'TagsOutlined'),
      p('/appeal/light', 'appealLight', '诉求红绿灯', 'BulbOutlined'),
      p('/appeal/distribution', 'appealDistribution', '诉求分发', 'ShareAltOutlined'),
      p('/appeal/handle', 'appealHandle', '诉求办理', 'ToolOutlined'),
      p('/appeal/delayAudit', 'appealDelayAudit', '延期审核', 'FieldTimeOutlined'),
      p('/appeal/returnAudit', 'appealReturnAudit', '退回审核', 'RollbackOutlined'),
      p('/appeal/track', 'appealTrack', '诉求跟踪', 'NodeIndexOutlined'),
    ],
  },
  {
    code: 'work',
    name: '工作流',
    path: '/work',
    alias: 'enterpriseTerminal',
    source: 'BranchesOutlined',
    i18n: 'work',
    pages: [
      p('/work/start', 'workStart', '发起事务', 'PlayCircleOutlined'),
      p('/work/claim', 'workClaim', '待签事务', 'InboxOutlined'),
      p('/work/todo', 'workTodo', '待办事务', 'ScheduleOutlined'),
      p('/work/send', 'workSend', '已发事务', 'SendOutlined'),
      p('/work/done', 'workDone', '办结事务', 'CheckCircleOutlined'),
      p('/flow/model', 'flowModel', '模型管理', 'DeploymentUnitOutlined'),
      p('/flow/deploy', 'flowDeploy', '部署管理', 'CloudUploadOutlined'),
      p('/flow/follow', 'flowFollow', '流程跟踪', 'MonitorOutlined'),
      p('/desk/leave', 'leave', '请假流程', 'CalendarOutlined'),
    ],
  },
  // ── Unified identity authentication centre ──────────────────────────────────────────────────
  {
    code: 'enterpriseCertification',
    name: '企业认证',
    path: '/enterpriseCertification',
    alias: 'certification',
    source: 'SafetyCertificateOutlined',
    i18n: 'enterpriseCertification',
    pages: [
      p('/enterpriseCertification/alreadyCertified', 'certifiedEnterprise', '已认证企业', 'VerifiedOutlined'),
      p('/enterpriseCertification/personalUsers', 'personalUser', '注册个人用户', 'UserOutlined'),
    ],
  },
  {
    code: 'member',
    name: '成员管理',
    path: '/member',
    alias: 'certification',
    source: 'TeamOutlined',
    i18n: 'member',
    pages: [
      p('/member/operLog', 'memberOperLog', '企业用户操作日志', 'HistoryOutlined'),
      p('/member/administrators', 'memberAdmin', '管理员', 'CrownOutlined'),
      p('/member/childAccounts', 'childAccount', '子账号', 'UserSwitchOutlined'),
    ],
  },
  {
    code: 'sso',
    name: '单点登录',
    path: '/sso',
    alias: 'certification',
    source: 'LoginOutlined',
    i18n: 'sso',
    pages: [p('/sso/userSystem', 'userSystem', '用户系统', 'ClusterOutlined')],
  },
  // ── Operations promotion management centre ──────────────────────────────────────────────────
  {
    code: 'msgManage',
    name: '消息管理',
    path: '/msgManage',
    alias: 'promotion',
    source: 'NotificationOutlined',
    i18n: 'msgManage',
    pages: [
      p('/msgManage/businessMsg', 'businessMsg', '业务通知', 'BellOutlined'),
      p('/msgManage/groupMessageUser', 'groupMessageUser', '群发消息用户', 'UsergroupAddOutlined'),
    ],
  },
  {
    code: 'promotionUser',
    name: '用户运营',
    path: '/promotionUser',
    alias: 'promotion',
    source: 'RiseOutlined',
    i18n: 'promotionUser',
    pages: [p('/managerUser/entGrowUser', 'entGrowUser', '企业成长用户', 'LineChartOutlined')],
  },
  {
    code: 'content',
    name: '内容管理',
    path: '/content',
    alias: 'promotion',
    source: 'ReadOutlined',
    i18n: 'content',
    pages: [
      p('/content/notice', 'notice', '通知公告', 'SoundOutlined'),
      p('/content/blog', 'blog', '博客管理', 'EditOutlined'),
      p('/content/report', 'report', '报表管理', 'BarChartOutlined'),
    ],
  },
];

/** What the restricted operator role may see: whole groups or single pages, and which buttons. */
export const OPERATOR_GRANTS: { group: string; pages?: string[]; buttons: ButtonAction[] }[] = [
  { group: 'basicData', buttons: ['view', 'add', 'edit'] },
  { group: 'system', pages: ['param'], buttons: ['view', 'add', 'edit'] },
  { group: 'enterpriseService', buttons: ['view', 'add', 'edit'] },
];

/**
 * The appeal flow's buttons beside each appeal page's add / edit / delete / view (seed
 * `006_appeal_roles`, src/seed/appeals.ts): `<page>_<action>`, the permission codes of
 * src/services/appeal/transitions.ts.
 */
export const APPEAL_BUTTONS: { page: string; action: string; name: string; source: string }[] = [
  { page: 'appeal', action: 'close', name: '归档', source: 'FolderOpenOutlined' },
  { page: 'appeal', action: 'urge', name: '督办', source: 'AlertOutlined' },
  { page: 'appealDistribution', action: 'dispatch', name: '派发', source: 'SendOutlined' },
  { page: 'appealHandle', action: 'sign', name: '签收', source: 'CheckOutlined' },
  { page: 'appealHandle', action: 'bind', name: '指定办理人', source: 'UserAddOutlined' },
  { page: 'appealHandle', action: 'dispose', name: '办结', source: 'CheckCircleOutlined' },
  { page: 'appealHandle', action: 'delay', name: '申请延期', source: 'FieldTimeOutlined' },
  { page: 'appealHandle', action: 'back', name: '申请退回', source: 'RollbackOutlined' },
  { page: 'appealDelayAudit', action: 'audit', name: '审核', source: 'AuditOutlined' },
  { page: 'appealReturnAudit', action: 'audit', name: '审核', source: 'AuditOutlined' },
];

/** The appeal roles of tenant 000000: page code → the button actions granted (the page itself too). */
export const APPEAL_ROLES: { alias: string; name: string; grants: Record<string, string[]> }[] = [
  {
    alias: 'dispatcher',
    name: '诉求分发员',
    grants: {
      appeal: ['view', 'add', 'edit', 'delete', 'close', 'urge'],
      appealType: ['view'],
      appealDistribution: ['view', 'add', 'dispatch'],
      appealLight: ['view'],
      appealTrack: ['view', 'add'],
    },
  },
  {
    alias: 'handler',
    name: '部门办理员',
    grants: {
      appealHandle: ['view', 'sign', 'bind', 'dispose', 'delay', 'back'],
      appealTrack: ['view'],
    },
  },
  {
    alias: 'auditor',
    name: '督办审核员',
    grants: {
      appeal: ['view', 'urge'],
      appealLight: ['view', 'edit'],
      appealDelayAudit: ['view', 'audit'],
      appealReturnAudit: ['view', 'audit'],
      appealTrack: ['view', 'add'],
    },
  },
];
