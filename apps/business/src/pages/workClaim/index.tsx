/** My tasks, claim: the tasks offered to the user's roles and departments, claimed into the to-do; each with its detail and history. */
import { type CrudAction, CrudPage, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import type { FlowTask } from '../work/api';
import { workClaim } from '../work/fields';
import { FlowDetail, taskFacts, useTaskActions } from '../work/tasks';

export { messages } from '../work/messages';

export default function WorkClaimPage() {
  const flow = useTaskActions(workClaim);
  const shown = useDisclosure<FlowTask>();
  const rowActions = useMemo<CrudAction<FlowTask>[]>(
    () => [openAction('detail', 'work.detail', 'view', 'one', shown), ...flow.actions],
    [flow.actions, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={workClaim}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {flow.dialogs}
      <FlowDetail
        resource={workClaim}
        instanceId={shown.record?.processInstanceId}
        facts={taskFacts(shown.record)}
        onClose={shown.close}
      />
    </>
  );
}
