/** My tasks, done: the tasks the user completed, with the outcome and comment; each with its detail and history. */
import { CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowTask } from '../work/api';
import { workDone } from '../work/fields';
import { FlowDetail, taskFacts } from '../work/tasks';

export { messages } from '../work/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(workDone);

export default function WorkDonePage() {
  const { t } = useTranslation();
  const shown = useDisclosure<FlowTask>();
  const rowActions = useMemo(() => [openAction('detail', 'work.detail', 'view', 'one', shown)], [shown.show]);
  const task = shown.record;
  return (
    <>
      <CrudPage
        resource={workDone}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      <FlowDetail
        resource={workDone}
        instanceId={task?.processInstanceId}
        facts={[
          ...taskFacts(task),
          { label: 'work.outcome', value: task?.outcome ? t(`work.outcomes.${task.outcome}`) : '' },
          { label: 'work.comment', value: task?.comment },
          { label: 'work.doneTime', value: task?.endTime },
        ]}
        onClose={shown.close}
      />
    </>
  );
}
