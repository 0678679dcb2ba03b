// Tenants (PAGES.md): an account quota that is not set is unlimited (stored as -1, BladeX's convention).

/** Whether a tenant's account quota means "no limit". */
export function isUnlimited(accountNumber: unknown): boolean {
  if (accountNumber === undefined || accountNumber === null || accountNumber === '') return true;
  return Number(accountNumber) < 0;
}

/** The settings call's parameters: an empty quota or expiry clears it (unlimited, never expires). */
export function settingParams(
  ids: readonly string[],
  values: { accountNumber?: number | null; expireTime?: string | null },
): Record<string, string> {
  return {
    ids: ids.join(','),
    accountNumber: isUnlimited(values.accountNumber) ? '' : String(values.accountNumber),
    expireTime: values.expireTime ?? '',
  };
}
