/** My tasks, sent: the instances the user started, with where each stands; each with its detail and history. */
import { CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import type { SentInstance } from '../work/api';
import { workSend } from '../work/fields';
import { FlowDetail } from '../work/tasks';

export { messages } from '../work/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(workSend);

export default function WorkSendPage() {
  const shown = useDisclosure<SentInstance>();
  const rowActions = useMemo(() => [openAction('detail', 'work.detail', 'view', 'one', shown)], [shown.show]);
  const sent = shown.record;
  return (
    <>
      <CrudPage
        resource={workSend}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      <FlowDetail
        resource={workSend}
        instanceId={sent?.processInstanceId}
        facts={[
          { label: 'work.title', value: sent?.title },
          { label: 'work.processName', value: sent?.processDefinitionName },
          { label: 'work.startTime', value: sent?.startTime },
          {
            label: 'work.progress',
            value: sent?.processIsFinished ? sent.endActivityName : sent?.currentTaskNames,
          },
          { label: 'work.currentAssignees', value: sent?.currentAssignees },
        ]}
        onClose={shown.close}
      />
    </>
  );
}
