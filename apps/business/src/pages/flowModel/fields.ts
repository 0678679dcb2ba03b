/** The models' resource: key, name, description in the form; the deployed version and the update time in the list. */
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { type DeployValues, FLOW_LISTS, type FlowModel, modelApi, tenantChoices } from '../flow/api';
import { NotDeployed } from './NotDeployed';

/** A model key is its process id: as the gateway checks it. */
export const MODEL_KEY_RULE = { pattern: /^[A-Za-z_][\w.-]{0,63}$/, message: 'flowModel.keyRule' } as const;

export const flowModel = defineResource<FlowModel>({
  name: 'flowModel',
  api: modelApi,
  invalidates: FLOW_LISTS,
  createTime: false,
  dateRange: false,
  fields: [
    {
      name: 'modelKey',
      label: 'flowModel.modelKey',
      search: true,
      rules: ['required', MODEL_KEY_RULE],
      readOnlyIn: ['edit'],
    },
    { name: 'name', label: 'flowModel.name', search: true, rules: ['required'], width: 200 },
    { name: 'description', label: 'flowModel.description', valueType: 'textarea', hideIn: ['table'] },
    {
      name: 'version',
      label: 'flowModel.version',
      hideIn: ['add', 'edit'],
      width: 120,
      render: (value) => createElement(NotDeployed, { version: value as number | undefined }),
    },
    { name: 'updateTime', label: 'flowModel.updateTime', valueType: 'dateTime', hideIn: ['add', 'edit'] },
  ],
});

/**
 * Where a deployment goes: a category; the tenants only for the platform tenant (others deploy to their
 * own, which the gateway does when none is named).
 */
export const deployFields = (platform: boolean): Field<DeployValues>[] => [
  { name: 'category', label: 'flowModel.category' },
  ...(platform
    ? [
        {
          name: 'tenantIds',
          label: 'flowModel.tenants',
          valueType: 'treeSelect',
          multiple: true,
          valueEnum: { key: 'flow-tenants', load: tenantChoices },
        } satisfies Field<DeployValues>,
      ]
    : []),
];
