/** The follow-up's resource: the tenant's running instances with where each stands. */
import { defineResource, type Field } from '@lingxi/ui';
import { FLOW_LISTS, followApi, type RunningInstance } from '../flow/api';

export const flowFollow = defineResource<RunningInstance>({
  name: 'flowFollow',
  api: followApi,
  invalidates: FLOW_LISTS,
  createTime: false,
  dateRange: false,
  fields: [
    { name: 'processDefinitionName', label: 'flowFollow.processName', search: true },
    { name: 'processDefinitionKey', label: 'flowFollow.processKey', search: true, hideIn: ['table'] },
    { name: 'title', label: 'flowFollow.title', search: true, width: 220 },
    { name: 'startUserName', label: 'flowFollow.startUser', search: true, width: 100 },
    { name: 'currentTaskNames', label: 'flowFollow.currentTask' },
    { name: 'currentAssignees', label: 'flowFollow.currentAssignees' },
    { name: 'startTime', label: 'flowFollow.startTime', valueType: 'dateTime' },
  ],
});

export interface DeleteInstanceValues {
  deleteReason: string;
}

/** Deleting an instance needs a reason (recorded in its history). */
export const DELETE_INSTANCE_FIELDS: Field<DeleteInstanceValues>[] = [
  { name: 'deleteReason', label: 'flowFollow.reason', valueType: 'textarea', rules: ['required'] },
];
