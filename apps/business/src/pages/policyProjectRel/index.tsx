import { CrudPage, listPrefetch } from '@lingxi/ui';
import { policyProjectRel } from './fields';

export { messages } from '../policy/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(policyProjectRel);

/** The projects linked to further policies. */
export default function PolicyProjectRelPage() {
  return <CrudPage resource={policyProjectRel} />;
}
