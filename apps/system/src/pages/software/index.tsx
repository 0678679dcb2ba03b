/**
 * Software projects: a tree of projects and their subprojects (one level), search, add, add subproject
 * (top-level projects only), edit, view, delete, enable/disable.
 */
import { type Field, fieldsIn, PageFrame, SearchForm } from '@lingxi/ui';
import { useMemo, useState } from 'react';
import { statusField } from '../shared/status';
import { TreeList } from '../shared/TreeList';
import { type Project, project, projectApi } from './fields';
import { canAddSubproject } from './rules';

export { messages } from './messages';

const under = (parent?: Project): Partial<Project> => ({ parentId: parent?.id ?? '0' });

const fields: Field<Project>[] = [
  ...fieldsIn(project, 'table'),
  statusField<Project>('software', projectApi, (row) => row.projectName),
];

export default function SoftwarePage() {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const searching = Object.keys(filters).length > 0;
  const load = useMemo(
    () => (parentId: string) =>
      projectApi
        .list({ ...(searching ? {} : { parentId }), ...filters, size: 200 })
        .then((page) =>
          searching ? page.records.map((row) => ({ ...row, hasChildren: false })) : page.records,
        ),
    [filters, searching],
  );
  return (
    <PageFrame>
      <SearchForm
        name="software"
        fields={fieldsIn(project, 'search')}
        values={filters}
        onSearch={setFilters}
      />
      <TreeList<Project>
        resource={project}
        rootId="0"
        load={load}
        query={filters}
        initial={under}
        canAddChild={canAddSubproject}
        childLabel="project.addSubproject"
        fields={fields}
      />
    </PageFrame>
  );
}
