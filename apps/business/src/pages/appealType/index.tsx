import { TreeCrudPage, type TreeLevels, treePrefetch } from '@lingxi/ui';
import { type AppealType, appealTypeApi } from '../appeal/api';
import { appealType } from './fields';

export { messages } from '../appeal/messages';

/** Level-1 types open to their level-2 types; a search answers the matching types of both levels. */
const load = async (parent: string, filters: Record<string, unknown>) => {
  const searching = Object.values(filters).some((value) => value !== undefined && value !== '');
  const rows = await appealTypeApi.all(
    searching ? (filters as Record<string, string>) : { fParentNode: parent },
  );
  return rows.map((row) => ({ ...row, hasChildren: row.level === 1 && !searching }));
};

const levels: TreeLevels<AppealType> = { resource: appealType, parentField: 'fParentNode', load };

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch(levels);

export default function AppealTypePage() {
  return (
    <TreeCrudPage
      {...levels}
      addChild={{ label: 'appealType.addChild', visible: (row) => row.level === 1 }}
      initial={() => ({ fParentNode: '0' })}
    />
  );
}
