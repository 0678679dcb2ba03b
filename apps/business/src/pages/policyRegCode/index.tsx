import { CrudPage, listPrefetch } from '@lingxi/ui';
import { policyRegCode } from './fields';

export { messages } from '../policy/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(policyRegCode);

/** Registration codes: read only, searchable, each viewed in a drawer. */
export default function PolicyRegCodePage() {
  return <CrudPage resource={policyRegCode} standard={{ add: false, edit: false, delete: false }} />;
}
