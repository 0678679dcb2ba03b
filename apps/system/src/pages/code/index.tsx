import { type CrudAction, CrudPage, listPrefetch } from '@lingxi/ui';
import { type CodeDef, code, copyCode, generateCode } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(code);

const ACTIONS: CrudAction<CodeDef>[] = [
  {
    key: 'generate',
    label: 'code.generate',
    code: 'view',
    select: 'many',
    confirm: 'code.confirmGenerate',
    success: 'code.generated',
    run: (rows) => generateCode(rows),
  },
];
const ROW_ACTIONS: CrudAction<CodeDef>[] = [
  {
    key: 'copy',
    label: 'code.copy',
    code: 'add',
    success: 'code.copied',
    run: (rows) => rows[0] && copyCode(rows[0]),
  },
];

export default function CodePage() {
  return <CrudPage resource={code} actions={ACTIONS} rowActions={ROW_ACTIONS} />;
}
