/** My tasks, todo: the user's open tasks, approved or rejected with a comment (a reject needs one); each with its detail and history. */
import { listPrefetch } from '@lingxi/ui';
import { workTodo } from '../work/fields';
import { OpenTaskList } from '../work/tasks';

export { messages } from '../work/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(workTodo);

export default function WorkTodoPage() {
  return <OpenTaskList resource={workTodo} />;
}
