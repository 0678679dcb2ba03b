/**
 * The workflow administration calls (gateway README "Workflow"): models, deployments, the follow-up of
 * running instances. The one place their URLs live; the pages' resources (../flowModel/fields.ts, ...)
 * are built on them.
 */
import { crudApi, type Id, request, uploadFiles } from '@lingxi/core';

const MODEL = '/lingxi-flow/model';
const MANAGER = '/lingxi-flow/manager';
const FOLLOW = '/lingxi-flow/follow';

/** A process model: its key is the process id of its XML; `version` the last deployed one (0: never). */
export interface FlowModel {
  id?: Id;
  modelKey: string;
  name: string;
  description?: string | null;
  version?: number;
  rowVersion?: number;
  createTime?: string;
  updateTime?: string;
  xml?: string;
}

/** A deployment: one version of a process key, active or suspended. */
export interface Deployment {
  id?: Id;
  deploymentId?: string;
  key: string;
  name?: string;
  version?: number;
  category?: string | null;
  resourceName?: string | null;
  state: 'active' | 'suspended';
  deploymentTime?: string;
  runningInstances?: number;
  xml?: string;
}

/** A running instance, as the follow-up lists it. */
export interface RunningInstance {
  id?: Id;
  processInstanceId: string;
  processDefinitionKey?: string;
  processDefinitionName?: string;
  processDefinitionVersion?: number;
  title?: string | null;
  startUserName?: string;
  currentTaskNames?: string | null;
  currentAssignees?: string | null;
  startTime?: string;
}

/** Where a deployment goes: a category, and (the platform tenant only) the tenants, ids joined by commas. */
export interface DeployValues {
  category?: string;
  tenantIds?: string;
}

export const modelApi = crudApi<FlowModel>(MODEL).having({
  list: 'list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
});

export const deploymentApi = crudApi<Deployment>(MANAGER).having({ list: 'list' });

export const followApi = crudApi<RunningInstance>(FOLLOW).having({ list: 'list' });

const trimmed = (value: string | undefined) => value?.trim() || undefined;

export const flowAdmin = {
  /** A model's XML saved (with the row version read, so a stale save is refused). */
  saveXml: (model: FlowModel, xml: string) =>
    request<FlowModel>({
      url: `${MODEL}/update`,
      method: 'POST',
      data: { id: model.id, xml, rowVersion: model.rowVersion },
    }),
  deployModel: (model: FlowModel, values: DeployValues) =>
    request<Deployment[]>({
      url: `${MODEL}/deploy`,
      method: 'POST',
      data: { modelId: model.id, category: trimmed(values.category), tenantIds: trimmed(values.tenantIds) },
    }),
  changeState: (deployment: Deployment, state: Deployment['state']) =>
    request({ url: `${MANAGER}/change-state`, method: 'POST', data: { deploymentId: deployment.id, state } }),
  upload: (file: File, values: DeployValues) =>
    uploadFiles<Deployment[]>(`${MANAGER}/deploy-upload`, file, {
      ...(trimmed(values.category) ? { category: trimmed(values.category) as string } : {}),
      ...(trimmed(values.tenantIds) ? { tenantIds: trimmed(values.tenantIds) as string } : {}),
    }),
  deleteDeployment: (deployment: Deployment, cascade: boolean, reason?: string) =>
    request<{ deleted: number; endedInstances: number }>({
      url: `${MANAGER}/delete-deployment`,
      method: 'POST',
      data: { deploymentIds: deployment.id, cascade, reason: trimmed(reason) },
    }),
  /** A deployment with its XML (the diagram). */
  resource: (deploymentId: string) =>
    request<Deployment>({ url: `${MANAGER}/resource-view`, params: { deploymentId } }),
  deleteInstance: (instance: RunningInstance, deleteReason: string) =>
    request({
      url: `${FOLLOW}/delete-process-instance`,
      method: 'POST',
      data: { processInstanceId: instance.processInstanceId, deleteReason: deleteReason.trim() },
    }),
};

/** The tenants a platform administrator may deploy to (id and name), for the deploy forms' choice. */
export const tenantChoices = () =>
  request<{ records: { tenantId: string; tenantName: string }[] }>({
    url: '/lingxi-system/tenant/list',
    params: { size: 200 },
  }).then((page) =>
    page.records.map((t) => ({ value: t.tenantId, label: `${t.tenantName} (${t.tenantId})` })),
  );

/** Every list of the workflow's administration: a deploy shows in the deployments, a delete in both. */
export const FLOW_LISTS = ['flowModel', 'flowDeploy', 'flowFollow', 'workStart'];
