/** The deployments' resource (every version of every key) and the upload's form. */
import { defineResource, type Field, FileInput } from '@lingxi/ui';
import { createElement } from 'react';
import { type Deployment, type DeployValues, deploymentApi, FLOW_LISTS } from '../flow/api';
import { deployFields } from '../flowModel/fields';
import { DeploymentState } from './DeploymentState';

export const flowDeploy = defineResource<Deployment>({
  name: 'flowDeploy',
  api: deploymentApi,
  invalidates: FLOW_LISTS,
  createTime: false,
  dateRange: false,
  fields: [
    { name: 'key', label: 'flowDeploy.key', search: true },
    { name: 'name', label: 'flowDeploy.name', search: true, width: 180 },
    { name: 'version', label: 'flowDeploy.version', valueType: 'number', width: 80 },
    { name: 'category', label: 'flowDeploy.category', search: true },
    {
      name: 'state',
      label: 'flowDeploy.state',
      valueType: 'select',
      valueEnum: { active: 'flowDeploy.states.active', suspended: 'flowDeploy.states.suspended' },
      search: true,
      width: 100,
      render: (value) => createElement(DeploymentState, { state: value as Deployment['state'] }),
    },
    { name: 'runningInstances', label: 'flowDeploy.running', valueType: 'number', width: 110 },
    { name: 'deploymentTime', label: 'flowDeploy.deploymentTime', valueType: 'dateTime' },
  ],
});

export interface UploadValues extends DeployValues {
  file?: File;
}

/** The upload's form: the .bpmn file, then where it goes (as a model's deploy). */
export const uploadFields = (platform: boolean): Field<UploadValues>[] => [
  {
    name: 'file',
    label: 'flowDeploy.file',
    valueType: 'upload',
    rules: ['required'],
    input: (props) => createElement(FileInput, { ...props, accept: '.bpmn,.xml' }),
  },
  ...(deployFields(platform) as Field<UploadValues>[]),
];

export interface DeleteValues {
  cascade?: boolean;
  reason?: string;
}

/** The delete's form: whether running instances end with it, and why (recorded in their history). */
export const DELETE_FIELDS: Field<DeleteValues>[] = [
  { name: 'cascade', label: 'flowDeploy.cascade', valueType: 'switch' },
  { name: 'reason', label: 'flowDeploy.reason', valueType: 'textarea' },
];
