import type { ResourceDef } from './resource';

/** 参数管理: BladeX blade_param, here per tenant. */
export const paramResource: ResourceDef = {
  name: 'param',
  path: '/api/lingxi-system/param',
  table: 'blade_param',
  tenantOwned: true,
  permission: 'param',
  fields: [
    {
      field: 'paramName',
      column: 'param_name',
      type: 'string',
      label: '参数名称',
      writable: true,
      required: '请输入参数名称',
      maxLength: 255,
      filter: true,
      sortable: true,
    },
    {
      field: 'paramKey',
      column: 'param_key',
      type: 'string',
      label: '参数键名',
      writable: true,
      required: '请输入参数键名',
      maxLength: 255,
      unique: '参数键名已存在',
      filter: true,
      sortable: true,
    },
    {
      field: 'paramValue',
      column: 'param_value',
      type: 'string',
      label: '参数键值',
      writable: true,
      required: '请输入参数键值',
      maxLength: 2000,
      filter: true,
    },
    { field: 'remark', column: 'remark', type: 'string', label: '备注', writable: true, maxLength: 255 },
  ],
  defaultOrder: [{ column: 'create_time', desc: true }],
};

export const RESOURCES: readonly ResourceDef[] = [paramResource];
