/**
 * Models (issue 21): the tenant's process models (key, name, deployed version, updated); a new one made
 * with its key and name (the gateway writes its first diagram), designed in the modeler, deployed with a
 * category (and, for the platform tenant, the tenants), removed.
 */
import {
  type CrudAction,
  CrudPage,
  listPrefetch,
  openAction,
  useActionDialog,
  useDisclosure,
  useSession,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { decideModelActions, type ModelAction } from '../flow/actions';
import { type DeployValues, type FlowModel, flowAdmin } from '../flow/api';
import { deployFields, flowModel } from './fields';
import { ModelDesigner } from './ModelDesigner';

export { messages } from '../flow/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(flowModel);

export default function FlowModelPage() {
  const codes = useSession((state) => state.permissions);
  const platform = useSession((state) => state.userInfo?.tenant_id) === '000000';
  const offers = (action: ModelAction) => () => decideModelActions(codes).includes(action);
  const designing = useDisclosure<FlowModel>();
  const deploy = useActionDialog<FlowModel, DeployValues>(flowModel, {
    title: 'flowModel.deployTitle',
    fields: deployFields(platform),
    okText: 'flowModel.deploy',
    success: 'flowModel.deployed',
    submit: (values, rows) => flowAdmin.deployModel(rows[0] as FlowModel, values),
  });
  const rowActions = useMemo<CrudAction<FlowModel>[]>(
    () => [
      { ...openAction('design', 'flowModel.design', 'edit', 'one', designing), visible: offers('design') },
      {
        key: 'deploy',
        label: 'flowModel.deploy',
        code: 'deploy',
        visible: offers('deploy'),
        run: deploy.open,
      },
    ],
    [designing.show, deploy.open, codes],
  );
  return (
    <>
      <CrudPage
        resource={flowModel}
        standard={{ view: false }}
        rowActions={rowActions}
        rowVisible={{ delete: offers('delete') }}
      />
      {deploy.dialog}
      <ModelDesigner model={designing.record} onClose={designing.close} />
    </>
  );
}
