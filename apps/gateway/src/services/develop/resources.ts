/** Resources of /api/lingxi-develop: datasources and code-generator definitions. */
import type { ResourceDef } from '../../resource';
import { idf, int, newestFirst, remark, str } from '../fields';

export const datasourceResource: ResourceDef = {
  name: 'datasource',
  title: '数据源管理',
  path: '/api/lingxi-develop/datasource',
  table: 'blade_datasource',
  tenantOwned: false,
  platformOnly: true,
  permission: 'datasource',
  fields: [
    str('name', '数据源名称', { required: '请输入数据源名称', maxLength: 100, unique: '数据源名称已存在' }),
    str('driverClass', '驱动类', { required: '请输入驱动类', maxLength: 100 }),
    str('url', '连接地址', {
      required: '请输入连接地址',
      maxLength: 500,
      pattern: { re: /^jdbc:[a-z0-9]+:/, msg: '连接地址必须以jdbc:开头' },
    }),
    str('username', '用户名', { required: '请输入用户名', maxLength: 45 }),
    str('password', '密码', { required: '请输入密码', maxLength: 100, hidden: true, filter: false }),
    remark,
  ],
  defaultOrder: newestFirst,
};

export const codeResource: ResourceDef = {
  name: 'code',
  title: '代码生成',
  path: '/api/lingxi-develop/code',
  table: 'blade_code',
  tenantOwned: false,
  platformOnly: true,
  permission: 'code',
  fields: [
    idf('datasourceId', '数据源'),
    str('serviceName', '服务名称', {
      required: '请输入服务名称',
      maxLength: 64,
      pattern: { re: /^[a-z][a-z0-9-]{0,63}$/, msg: '服务名称只能包含小写字母、数字和横线' },
    }),
    str('codeName', '模块名称', { required: '请输入模块名称', maxLength: 64, sortable: true }),
    str('tableName', '表名', {
      required: '请输入表名',
      maxLength: 64,
      pattern: { re: /^[a-z][a-z0-9_]{0,63}$/, msg: '表名只能包含小写字母、数字和下划线' },
    }),
    str('tablePrefix', '表前缀', { maxLength: 64, pattern: { re: /^[a-z0-9_]*$/, msg: '表前缀格式不正确' } }),
    str('pkName', '主键名', { maxLength: 32, pattern: { re: /^[a-z][a-z0-9_]*$/, msg: '主键名格式不正确' } }),
    str('packageName', '包名', {
      required: '请输入包名',
      maxLength: 500,
      pattern: { re: /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, msg: '包名格式不正确' },
    }),
    int('baseMode', '基础业务模式', { values: [1, 2] }),
    int('wrapMode', '包装器模式', { values: [1, 2] }),
    str('apiPath', '后端生成路径', { maxLength: 2000, filter: false }),
    str('webPath', '前端生成路径', { maxLength: 2000, filter: false }),
  ],
  defaultOrder: newestFirst,
};
