/**
 * The services of the gateway, one folder per URL service prefix: each holds the service's resource
 * definitions (resources.ts, for the engine in src/resource/) and its special endpoints (handlers.ts).
 *
 *   auth/       /api/lingxi-auth
 *   external/   /api/lingxi-external
 *   system/     /api/lingxi-system, /api/lingxi-basecode-general
 *   user/       /api/lingxi-user, /api/lx-operation/lingxi-user
 *   resource/   /api/lingxi-resource, /api/lingxi-server
 *   desk/       /api/lingxi-desk, /api/lingxi-blog, /api/lingxi-report
 *   log/        /api/lingxi-log, /api/lingxi-app-loginRecode, /api/lingxi-operation-log
 *   develop/    /api/lingxi-develop
 *   business/   /api/lingxi-project, /api/lingxi-project-enterprise, /api/lingxi-area-enterprise,
 *               /api/lingxi-web-enterprise, /api/lingxi-service-resource
 *   identity/   /api/lingxi-web-uniformIA, /api/lx-appserver, /api/lingxi-sso
 *   promotion/  /api/lx-operation/message, /api/lingxi-business-notice
 *   appeal/     /api/lingxi-appeal, /api/lingxi-appeal-type, /api/lingxi-appeal-manage, /api/lingxi-appeal-delayapply,
 *               /api/lingxi-appeal-backapply, /api/lingxi-appeal-urgedispose, /api/lingxi-web-deptlight
 *   flow/       /api/lingxi-flow, /api/lingxi-desk/process/leave (workflow on bpmn-engine)
 *   policy/     /api/lingxi-web-policy
 *   inbox/      /api/lingxi-desk/inbox (the bell and the to-do counts)
 *
 * fields.ts: the field helpers of every definition; common.ts: what every handler uses.
 */
import { mountResource, type ResourceDef } from '../resource';
import { mountAppeals } from './appeal/handlers';
import { appealTypeResource, workdayResource } from './appeal/resources';
import { mountAuth } from './auth/handlers';
import { mountBusiness } from './business/handlers';
import {
  areaEnterpriseResource,
  projectEnterpriseResource,
  projectResource,
  serviceResourceResource,
  webEnterpriseResource,
} from './business/resources';
import type { App, HandlerDeps } from './common';
import { blogResource, noticeResource, reportResource } from './desk/resources';
import { mountCodegen } from './develop/codegen';
import { codeResource, datasourceResource } from './develop/resources';
import { mountExternal } from './external/handlers';
import { mountFlow } from './flow/handlers';
import { mountHome } from './home/handlers';
import { mountIdentity } from './identity/handlers';
import {
  certifiedEnterpriseResource,
  memberOperLogResource,
  memberResource,
  registerUserResource,
  userSystemResource,
} from './identity/resources';
import { mountInbox } from './inbox/handlers';
import { mountLogs } from './log/handlers';
import {
  apiLogResource,
  errorLogResource,
  loginRecordResource,
  operationLogResource,
  usualLogResource,
} from './log/resources';
import { mountPolicy } from './policy/handlers';
import { POLICY_RESOURCES } from './policy/resources';
import { mountPromotion } from './promotion/handlers';
import { businessNoticeResource, messageResource, messageUserResource } from './promotion/resources';
import { mountFiles } from './resource/handlers';
import { attachResource, ossResource, smsResource } from './resource/resources';
import { mountSystem } from './system/handlers';
import {
  apiScopeResource,
  baseCodeResource,
  clientResource,
  dataScopeResource,
  deptResource,
  dictBizResource,
  dictResource_,
  menuResource,
  paramResource,
  parkResource,
  postResource,
  regionResource,
  roleResource,
  tenantResource,
  topMenuResource,
} from './system/resources';
import { mountUsers } from './user/handlers';
import { entGrowUserResource, gardenUserResource, govUserResource } from './user/resources';

/** Every resource definition, in mounting order (the operation log's titles follow it). */
export const RESOURCES: readonly ResourceDef[] = [
  paramResource,
  dictResource_,
  dictBizResource,
  baseCodeResource,
  regionResource,
  roleResource,
  menuResource,
  topMenuResource,
  postResource,
  dataScopeResource,
  apiScopeResource,
  deptResource,
  parkResource,
  clientResource,
  datasourceResource,
  tenantResource,
  govUserResource,
  gardenUserResource,
  entGrowUserResource,
  smsResource,
  ossResource,
  attachResource,
  noticeResource,
  blogResource,
  reportResource,
  messageResource,
  messageUserResource,
  projectResource,
  projectEnterpriseResource,
  areaEnterpriseResource,
  webEnterpriseResource,
  serviceResourceResource,
  certifiedEnterpriseResource,
  registerUserResource,
  memberResource,
  memberOperLogResource,
  businessNoticeResource,
  userSystemResource,
  usualLogResource,
  apiLogResource,
  errorLogResource,
  loginRecordResource,
  operationLogResource,
  codeResource,
  appealTypeResource,
  workdayResource,
  ...POLICY_RESOURCES,
];

/** Mounts every service: the special endpoints first, then the engine's resources. */
export function mountServices(app: App, deps: HandlerDeps): void {
  mountAuth(app, deps);
  mountExternal(app, deps);
  mountSystem(app, deps);
  mountUsers(app, deps);
  mountLogs(app, deps);
  mountFiles(app, deps);
  mountBusiness(app, deps);
  mountIdentity(app, deps);
  mountInbox(app, deps);
  mountPromotion(app, deps);
  mountCodegen(app, deps);
  mountAppeals(app, deps);
  mountFlow(app, deps);
  mountPolicy(app, deps);
  mountHome(app, deps);
  for (const def of RESOURCES) mountResource(app, def, { db: deps.db, can: deps.can, lists: deps.lists });
}
