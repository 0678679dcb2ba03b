import { AssignPage } from '../role/AssignPage';

export { messages } from '../role/messages';

const TABS = ['apiScope'] as const;

/** Back-end permissions of a role: its API scopes (its menus and data scopes stay as they are). */
export default function AssignedBackPage() {
  return <AssignPage page="assignedBack" tabs={TABS} />;
}
