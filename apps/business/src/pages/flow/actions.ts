/**
 * Which actions a model, a deployment or a running instance offers the user: pure decisions (unit-tested
 * in test/flow.test.ts), asked by every button of the workflow administration pages. The gateway
 * decides again.
 */
import type { Deployment } from './api';

/** The user's button codes (`flowModel_edit`, `flowDeploy_state`, ...). */
export type Codes = Readonly<Record<string, true>>;

export type ModelAction = 'design' | 'deploy' | 'delete';

/** A model is designed with `flowModel_edit`, deployed with `flowModel_deploy`, removed with `flowModel_delete`. */
export function decideModelActions(codes: Codes): ModelAction[] {
  const out: ModelAction[] = [];
  if (codes.flowModel_edit) out.push('design');
  if (codes.flowModel_deploy) out.push('deploy');
  if (codes.flowModel_delete) out.push('delete');
  return out;
}

export type DeploymentAction = 'diagram' | 'activate' | 'suspend' | 'delete';

/**
 * A deployment's diagram is for every viewer of the list; an active one may be suspended and a
 * suspended one activated (`flowDeploy_state`); any may be deleted (`flowDeploy_delete`), its running
 * instances ended only when the user says so (the delete dialog).
 */
export function decideDeploymentActions(
  deployment: Pick<Deployment, 'state'>,
  codes: Codes,
): DeploymentAction[] {
  const out: DeploymentAction[] = ['diagram'];
  if (codes.flowDeploy_state) out.push(deployment.state === 'active' ? 'suspend' : 'activate');
  if (codes.flowDeploy_delete) out.push('delete');
  return out;
}

/** Whether deleting this deployment ends running instances (the dialog then asks for the choice). */
export const hasRunningInstances = (deployment: Pick<Deployment, 'runningInstances'>): boolean =>
  (deployment.runningInstances ?? 0) > 0;

export type InstanceAction = 'diagram' | 'delete';

/** A running instance's diagram for every viewer; its deletion (with a reason) with `flowFollow_delete`. */
export function decideInstanceActions(codes: Codes): InstanceAction[] {
  return codes.flowFollow_delete ? ['diagram', 'delete'] : ['diagram'];
}
