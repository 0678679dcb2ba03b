import { CrudPage } from '@lingxi/ui';
import { policyProjectRel } from './fields';

export { messages } from '../policy/messages';

/** The projects linked to further policies. */
export default function PolicyProjectRelPage() {
  return <CrudPage resource={policyProjectRel} />;
}
