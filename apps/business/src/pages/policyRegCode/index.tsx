import { CrudPage } from '@lingxi/ui';
import { policyRegCode } from './fields';

export { messages } from '../policy/messages';

/** Registration codes: read only, searchable, each viewed in a drawer. */
export default function PolicyRegCodePage() {
  return <CrudPage resource={policyRegCode} standard={{ add: false, edit: false, delete: false }} />;
}
