/**
 * Software projects: a tree of projects and their subprojects (one level) on the kit's tree page: search
 * (kept in the address), add, add subproject (top-level projects only), edit, view, delete, status.
 */
import type { ListQuery } from '@lingxi/core';
import { TreeCrudPage, type TreeLevels, treePrefetch } from '@lingxi/ui';
import { type Project, project, projectApi } from './fields';
import { canAddSubproject } from './rules';

export { messages } from './messages';

/** A level of projects (`page` by parent), or the matches of a search at every level. */
const load = (parentId: string, filters: ListQuery) =>
  projectApi
    .list({ ...(Object.keys(filters).length ? filters : { parentId }), size: 200 })
    .then((page) => page.records);

const levels: TreeLevels<Project> = { resource: project, load };

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch(levels);

export default function SoftwarePage() {
  return (
    <TreeCrudPage<Project>
      {...levels}
      addChild={{ label: 'project.addSubproject', visible: canAddSubproject }}
    />
  );
}
