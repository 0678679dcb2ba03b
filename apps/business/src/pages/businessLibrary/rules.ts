/**
 * What a record of the investment library allows, from its stage (dictionary invest_stage: 1 初步接触,
 * 2 意向洽谈, 3 考察评估, 4 签约落地, 5 投产运营) and the user's permission codes. An enterprise that
 * signed is the record of an investment won: it stays (the gateway refuses its removal too).
 */

/** The first stage of an investment won. */
export const SIGNED_STAGE = 4;

export type LibraryAction = 'view' | 'edit' | 'delete';

/** The actions a row offers, given which of `businessLibrary_<action>` the user holds. */
export function libraryActions(
  row: { stage?: number | string | null },
  can: (action: LibraryAction) => boolean,
): LibraryAction[] {
  const signed = Number(row.stage ?? 0) >= SIGNED_STAGE;
  return (['view', 'edit', 'delete'] as const).filter(
    (action) => can(action) && !(action === 'delete' && signed),
  );
}

/** Whether a row offers `action` (the page's `rowVisible`), permission codes being checked by the kit. */
export const offers =
  (action: LibraryAction) =>
  (row: { stage?: number | string | null }): boolean =>
    libraryActions(row, () => true).includes(action);
