/** My tasks, start: the processes this user may start (the latest active versions); start one with its title. */
import { type CrudAction, CrudPage, listPrefetch, useActionDialog } from '@lingxi/ui';
import { canStart } from '../work/actions';
import type { StartableProcess } from '../work/api';
import { workFlow } from '../work/api';
import { workStart } from '../work/fields';
import { useFlowUser } from '../work/tasks';

export { messages } from '../work/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(workStart);

interface StartValues {
  title: string;
}

export default function WorkStartPage() {
  const user = useFlowUser();
  const start = useActionDialog<StartableProcess, StartValues>(workStart, {
    title: 'work.startTitle',
    fields: [{ name: 'title', label: 'work.title', rules: ['required'] }],
    okText: 'work.start',
    success: 'work.started',
    submit: (values, rows) => workFlow.start(rows[0] as StartableProcess, values.title),
  });
  const rowActions: CrudAction<StartableProcess>[] = [
    {
      key: 'start',
      label: 'work.start',
      code: 'start',
      visible: (row) => canStart(row, user),
      run: start.open,
    },
  ];
  return (
    <>
      <CrudPage
        resource={workStart}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {start.dialog}
    </>
  );
}
