/** My tasks, todo: the user's open tasks, approved or rejected with a comment (a reject needs one); each with its detail and history. */
import { workTodo } from '../work/fields';
import { OpenTaskList } from '../work/tasks';

export { messages } from '../work/messages';

export default function WorkTodoPage() {
  return <OpenTaskList resource={workTodo} />;
}
