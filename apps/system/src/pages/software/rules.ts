/** Which project offers "add subproject": only a top-level one (the gateway: 子项目下不能再建子项目). */
export function canAddSubproject(project: { parentId?: string | number | null }): boolean {
  return project.parentId === undefined || project.parentId === null || String(project.parentId) === '0';
}
