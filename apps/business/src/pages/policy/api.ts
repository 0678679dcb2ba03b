/**
 * The policy service's calls (SPEC §7 "Desk, policy and content", gateway README "Policies"): the one
 * place their URLs live. Every policy page's resource is declared over these.
 */
import { crudApi, http, type Id, request, uploadAttachment } from '@lingxi/core';
import { type DownloadedFile, downloadedFile, savedPolicy } from './files';
import type { WindowState } from './rules';

const B = '/lingxi-web-policy';

/** A policy file as the policy's detail and the download list answer it. */
export interface PolicyFile {
  id: Id;
  policyId?: string;
  attachId: string;
  originalName: string;
  extension?: string | null;
  attachSize?: number | null;
  createTime?: string;
}

export interface Policy {
  id?: Id;
  title?: string;
  policyNo?: string;
  category?: number | string;
  deptId?: string | null;
  deptName?: string;
  regionCode?: string | null;
  regionName?: string | null;
  publishDate?: string;
  validFrom?: string;
  validTo?: string | null;
  content?: string;
  attachIds?: string;
  /** The files kept (the detail's answer; the form's value). */
  attachments?: PolicyFile[];
  /** A file chosen in the form, uploaded on save. */
  newFile?: File;
  validState?: 'upcoming' | 'valid' | 'expired';
  validStateName?: string;
  createTime?: string;
}

export interface ReportProject {
  id?: Id;
  policyId?: string;
  projectName?: string;
  openDate?: string;
  closeDate?: string;
  supportContent?: string | null;
  contact?: string | null;
  phone?: string | null;
  description?: string | null;
  state?: WindowState;
  stateName?: string;
  createTime?: string;
}

export interface ReportProjectDep {
  id?: Id;
  projectId?: string;
  deptId?: string;
  deptName?: string;
  sort?: number;
  contact?: string | null;
  phone?: string | null;
  remark?: string | null;
}

export interface PolicyProjectRel {
  id?: Id;
  policyId?: string;
  projectId?: string;
  remark?: string | null;
}

export interface PolicyRegCode {
  id?: Id;
  policyId?: string;
  regCode?: string;
  enterpriseName?: string;
  creditCode?: string;
  contact?: string | null;
  regTime?: string;
}

/** A project as a choice (`getPolicyReportProjectDicsList`). */
export interface ProjectChoice {
  id: string;
  projectName: string;
  policyId: string;
  openDate: string;
  closeDate: string;
  state: WindowState;
}

/** Policies: the save uploads a newly chosen file first, then sends the kept files' ids and its own. */
const policyBase = crudApi<Policy>(`${B}/policy`);
export const policyApi = {
  ...policyBase,
  submit: async (entity: Partial<Policy>) => {
    const uploaded = entity.newFile ? await uploadAttachment(entity.newFile) : undefined;
    return policyBase.submit(savedPolicy(entity, uploaded ? String(uploaded.attachId) : undefined));
  },
};

/** Report projects: list, detail and delete at `project`, the save at `policyreportproject/submit`. */
const projectBase = crudApi<ReportProject>(`${B}/project`).having({
  list: 'list',
  detail: 'detail',
  remove: 'delete',
});
export const reportProjectApi = {
  ...projectBase,
  submit: (entity: Partial<ReportProject>) =>
    request({ url: `${B}/policyreportproject/submit`, method: 'POST', data: entity }),
};

export const reportProjectDepApi = crudApi<ReportProjectDep>(`${B}/policyreportprojectdep`);
export const policyProjectRelApi = crudApi<PolicyProjectRel>(`${B}/policyprojectrel`);
export const policyRegCodeApi = crudApi<PolicyRegCode>(`${B}/codepolicyreg`).having({ list: 'list' });
export const policyFileApi = crudApi<PolicyFile>(`${B}/download`).having({ list: 'list' });

/** Every project as a choice (of one policy when given). */
export const projectChoices = (policyId?: string): Promise<ProjectChoice[]> =>
  request({
    url: `${B}/project/getPolicyReportProjectDicsList`,
    method: 'POST',
    data: policyId ? { policyId } : {},
  });

/** The tenant's departments as a tree (the reviewing departments' choices). */
export const deptTree = () => crudApi('/lingxi-system/dept').having({ tree: 'tree' }).tree();

/** The policies as choices: id → title. */
export const policyChoices = () =>
  policyBase
    .list({ size: 200 })
    .then((page) =>
      page.records.map((policy) => ({ value: String(policy.id), label: String(policy.title ?? '') })),
    );

/** A policy's file, by its download-list id: the bytes with the name and type the server gave. */
export async function downloadPolicyFile(
  file: Pick<PolicyFile, 'id' | 'originalName'>,
): Promise<DownloadedFile> {
  const response = await http.get<Blob>(`${B}/download/file`, {
    params: { id: file.id },
    responseType: 'blob',
  });
  return downloadedFile(
    response.data,
    String(response.headers['content-disposition'] ?? ''),
    String(response.headers['content-type'] ?? ''),
    file.originalName,
  );
}
