/** My tasks, todo: the user's open tasks, approved or rejected with a comment (a reject needs one); each with its detail and history. */
import { type CrudAction, CrudPage, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import type { FlowTask } from '../work/api';
import { workTodo } from '../work/fields';
import { FlowDetail, taskFacts, useTaskActions } from '../work/tasks';

export { messages } from '../work/messages';

export default function WorkTodoPage() {
  const flow = useTaskActions(workTodo);
  const shown = useDisclosure<FlowTask>();
  const rowActions = useMemo<CrudAction<FlowTask>[]>(
    () => [openAction('detail', 'work.detail', 'view', 'one', shown), ...flow.actions],
    [flow.actions, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={workTodo}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {flow.dialogs}
      <FlowDetail
        resource={workTodo}
        instanceId={shown.record?.processInstanceId}
        facts={taskFacts(shown.record)}
        onClose={shown.close}
      />
    </>
  );
}
