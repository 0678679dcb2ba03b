/**
 * Deployments (issue 21): every version of every process key (key, name, version, category, state,
 * running instances); suspend and activate; upload a .bpmn file and deploy it; view a version's diagram;
 * delete, its running instances ended with it only when the user says so.
 */
import {
  BpmnViewer,
  type CrudAction,
  CrudPage,
  DetailDrawer,
  listPrefetch,
  openAction,
  useActionDialog,
  useDisclosure,
  useSession,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { type DeploymentAction, decideDeploymentActions } from '../flow/actions';
import { type Deployment, deploymentApi, flowAdmin } from '../flow/api';
import { DELETE_FIELDS, type DeleteValues, flowDeploy, type UploadValues, uploadFields } from './fields';

export { messages } from '../flow/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(flowDeploy);

export default function FlowDeployPage() {
  const codes = useSession((state) => state.permissions);
  const platform = useSession((state) => state.userInfo?.tenant_id) === '000000';
  const offers = (action: DeploymentAction) => (row: Deployment) =>
    decideDeploymentActions(row, codes).includes(action);
  const viewing = useDisclosure<Deployment>();
  const upload = useActionDialog<Deployment, UploadValues>(flowDeploy, {
    title: 'flowDeploy.uploadTitle',
    fields: uploadFields(platform),
    okText: 'flowDeploy.upload',
    success: 'flowDeploy.uploaded',
    submit: (values) => flowAdmin.upload(values.file as File, values),
  });
  const remove = useActionDialog<Deployment, DeleteValues>(flowDeploy, {
    title: 'flowDeploy.deleteTitle',
    fields: DELETE_FIELDS,
    initial: () => ({ cascade: false }),
    okText: 'flowDeploy.delete',
    success: 'flowDeploy.deleted',
    submit: (values, rows) =>
      flowAdmin.deleteDeployment(rows[0] as Deployment, Boolean(values.cascade), values.reason),
  });
  const actions = useMemo<CrudAction<Deployment>[]>(
    () => [{ key: 'upload', label: 'flowDeploy.upload', code: 'upload', primary: true, run: upload.open }],
    [upload.open],
  );
  const rowActions = useMemo<CrudAction<Deployment>[]>(
    () => [
      {
        ...openAction('diagram', 'flowDeploy.diagram', undefined, 'one', viewing),
        visible: offers('diagram'),
      },
      {
        key: 'suspend',
        label: 'flowDeploy.suspend',
        code: 'state',
        confirm: 'flowDeploy.confirmSuspend',
        success: 'flowDeploy.suspended',
        visible: offers('suspend'),
        run: (rows) => flowAdmin.changeState(rows[0] as Deployment, 'suspended'),
      },
      {
        key: 'activate',
        label: 'flowDeploy.activate',
        code: 'state',
        confirm: 'flowDeploy.confirmActivate',
        success: 'flowDeploy.activated',
        visible: offers('activate'),
        run: (rows) => flowAdmin.changeState(rows[0] as Deployment, 'active'),
      },
      {
        key: 'delete',
        label: 'flowDeploy.delete',
        code: 'delete',
        danger: true,
        visible: offers('delete'),
        run: remove.open,
      },
    ],
    [viewing.show, remove.open, codes],
  );
  return (
    <>
      <CrudPage
        resource={flowDeploy}
        standard={{ add: false, edit: false, delete: false, view: false }}
        actions={actions}
        rowActions={rowActions}
      />
      {upload.dialog}
      {remove.dialog}
      <DetailDrawer
        api={deploymentApi}
        id={viewing.record?.id}
        load={flowAdmin.resource}
        title="flowDeploy.diagram"
        onClose={viewing.close}
        size={900}
      >
        {(deployment) => <BpmnViewer xml={deployment.xml} height={480} />}
      </DetailDrawer>
    </>
  );
}
