/** My tasks, claim: the tasks offered to the user's roles and departments, claimed into the to-do; each with its detail and history. */
import { listPrefetch } from '@lingxi/ui';
import { workClaim } from '../work/fields';
import { OpenTaskList } from '../work/tasks';

export { messages } from '../work/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(workClaim);

export default function WorkClaimPage() {
  return <OpenTaskList resource={workClaim} />;
}
