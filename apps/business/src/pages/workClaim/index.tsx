/** My tasks, claim: the tasks offered to the user's roles and departments, claimed into the to-do; each with its detail and history. */
import { workClaim } from '../work/fields';
import { OpenTaskList } from '../work/tasks';

export { messages } from '../work/messages';

export default function WorkClaimPage() {
  return <OpenTaskList resource={workClaim} />;
}
