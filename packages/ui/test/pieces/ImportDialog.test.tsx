// The import dialog (PAGES "What every list page shares": import with overwrite switch and template).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportDialog, type ImportSummary, readImportAnswer } from '../../src/pieces/ImportDialog';
import { catchDownloads, type FakeAnswer, fakeServer, ok, renderInConsole, setupTexts } from './setup';

const excel = (name = 'users.xlsx') => new File(['rows'], name, { type: 'application/vnd.ms-excel' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const form = (config: InternalAxiosRequestConfig) => config.data as FormData;

function openDialog(
  props: { onImported?: (summary: ImportSummary) => void; onClose?: () => void; multiple?: boolean } = {},
) {
  const onImported = props.onImported ?? vi.fn();
  const onClose = props.onClose ?? vi.fn();
  renderInConsole(
    <ImportDialog
      open
      multiple={props.multiple}
      maxFiles={props.multiple ? 2 : undefined}
      onClose={onClose}
      title="Import users"
      uploadUrl="/lingxi-user/import-user"
      templateUrl="/lingxi-user/export-template"
      templateName="user template.xlsx"
      onImported={onImported}
    />,
  );
  return { onImported, onClose, dialog: screen.getByRole('dialog', { name: 'Import users' }) };
}

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('ImportDialog', () => {
  it('refuses a file that is not .xls/.xlsx before anything is sent', async () => {
    const calls = fakeServer(() => ok(null));
    const { dialog } = openDialog();
    // A drop or the file dialog's "all files" bypasses `accept`: the dialog checks the name itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      '“notes.txt” is not an Excel file: choose a .xls or .xlsx file',
    );
    const submit = within(dialog).getByRole('button', { name: 'Import' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(submit);
    expect(calls).toHaveLength(0);

    await user.upload(fileInput(), excel('old.xls'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('old.xls')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', false);
  });

  it('uploads the file with isCovered, shows progress, then the counts and the rows that failed', async () => {
    let finish!: (answer: FakeAnswer) => void;
    const calls = fakeServer((config) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { dialog, onImported } = openDialog();
    const user = userEvent.setup();
    await user.upload(fileInput(), excel());
    await user.click(within(dialog).getByRole('switch', { name: 'Overwrite existing data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const progress = await within(dialog).findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText('Uploading')).toBeTruthy();
    expect(within(dialog).queryByText('File sent: importing, please wait')).toBeNull();
    expect(calls[0]?.url).toBe('/lingxi-user/import-user');
    expect(form(calls[0]!).get('isCovered')).toBe('1');
    expect((form(calls[0]!).get('file') as File).name).toBe('users.xlsx');

    await act(async () =>
      finish(
        ok({
          total: 3,
          success: 1,
          failed: 2,
          errors: [
            { row: 2, message: 'Account already exists' },
            { row: 3, message: 'Phone number is invalid' },
          ],
        }),
      ),
    );
    expect(await within(dialog).findByText('3 rows: 1 imported, 2 failed')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('Account already exists')).toBeTruthy();
    expect(within(table).getByText('Phone number is invalid')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ total: 3, success: 1, failed: 2 }));
  });

  it('once the whole file is sent, says the server is importing it until it answers', async () => {
    let finish!: (answer: FakeAnswer) => void;
    fakeServer((config) => {
      config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 100, lengthComputable: true });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { dialog } = openDialog();
    const user = userEvent.setup();
    await user.upload(fileInput(), excel());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('File sent: importing, please wait')).toBeTruthy();
    expect(within(dialog).queryByText('Uploading')).toBeNull();
    expect(
      within(dialog).getByRole('progressbar', { name: 'File sent: importing, please wait' }),
    ).toBeTruthy();
    await act(async () => finish(ok({ total: 5000, success: 5000, failed: 0, errors: [] })));
    expect(await within(dialog).findByText('5000 rows: 5000 imported, 0 failed')).toBeTruthy();
    expect(within(dialog).queryByText('File sent: importing, please wait')).toBeNull();
  });

  it('keeps the chosen file after a failed upload, and sends it again', async () => {
    let fail = true;
    const calls = fakeServer(() =>
      fail ? { status: 500, data: { code: 500, msg: 'Bad sheet' } } : ok(null),
    );
    const { dialog, onImported } = openDialog();
    const user = userEvent.setup();
    await user.upload(fileInput(), excel());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('The import failed');
    expect(within(dialog).getByText('users.xlsx')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import finished')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(form(calls[1]!).get('isCovered')).toBe('0');
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('lists every row a refused file named, keeps the file, and imports once it is fixed', async () => {
    let refuse = true;
    const calls = fakeServer(() =>
      refuse
        ? {
            status: 400,
            data: {
              code: 400,
              success: false,
              msg: 'Row 3: bad credit code',
              data: {
                total: 4,
                success: 0,
                failed: 2,
                errors: [
                  { row: 3, message: 'Bad credit code' },
                  { row: 5, message: 'Enter the name' },
                ],
              },
            },
          }
        : ok({ total: 4, success: 4, failed: 0, errors: [] }),
    );
    const { dialog, onImported } = openDialog();
    const user = userEvent.setup();
    await user.upload(fileInput(), excel('library.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      '2 rows were refused and nothing was imported',
    );
    const table = within(dialog).getByRole('table');
    expect(within(dialog).getByText('Rows refused')).toBeTruthy();
    expect(within(table).getByText('Bad credit code')).toBeTruthy();
    expect(within(table).getByText('Enter the name')).toBeTruthy();
    expect(within(table).getByText('5')).toBeTruthy();
    expect(within(dialog).getByText('library.xlsx')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('4 rows: 4 imported, 0 failed')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('with multiple, sends every chosen workbook under file, at most maxFiles, and names the workbook of each refused row', async () => {
    const calls = fakeServer(() => ({
      status: 400,
      data: {
        code: 400,
        success: false,
        msg: 'refused',
        data: { errors: [{ file: 'west.xlsx', row: 4, message: 'Bad region code' }] },
      },
    }));
    const { dialog } = openDialog({ multiple: true });
    expect(within(dialog).getByText('Only .xls and .xlsx files, at most 2 at once')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(fileInput(), [excel('east.xlsx'), excel('west.xlsx')]);
    expect(within(dialog).getByText('east.xlsx')).toBeTruthy();
    expect(within(dialog).getByText('west.xlsx')).toBeTruthy();
    await user.upload(fileInput(), excel('north.xlsx'));
    expect(within(dialog).getByRole('alert').textContent).toContain('At most 2 files at once');
    expect(within(dialog).queryByText('north.xlsx')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const table = await within(dialog).findByRole('table');
    const sent = form(calls[0]!).getAll('file') as File[];
    expect(sent.map((one) => one.name)).toEqual(['east.xlsx', 'west.xlsx']);
    expect(within(table).getByText('File')).toBeTruthy();
    expect(within(table).getByText('Bad region code')).toBeTruthy();
    expect(within(table).getAllByText('west.xlsx').length).toBeGreaterThan(0);
  });

  it('downloads the template under its name', async () => {
    const downloads = catchDownloads();
    const calls = fakeServer(() => ({ data: new Blob(['template']) }));
    const { dialog } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download template' }));
    await waitFor(() =>
      expect(downloads.saved).toEqual([expect.objectContaining({ name: 'user template.xlsx' })]),
    );
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe('/lingxi-user/export-template');
    downloads.restore();
  });

  it('is operated from the keyboard and closed with Escape, not by a click outside', async () => {
    fakeServer(() => ok(null));
    const { dialog, onClose } = openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('switch', { name: 'Overwrite existing data' }));
    await user.keyboard(' ');
    expect(
      within(dialog).getByRole('switch', { name: 'Overwrite existing data' }).getAttribute('aria-checked'),
    ).toBe('false');
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('readImportAnswer', () => {
  it('reads counts, row errors or a sentence, and tolerates anything else', () => {
    expect(readImportAnswer({ total: '4', success: 4, failed: 0 })).toEqual({
      total: 4,
      success: 4,
      failed: 0,
      errors: [],
    });
    expect(readImportAnswer({ errors: [{ row: 7, message: 'Bad date' }, null] })).toEqual({
      total: undefined,
      success: undefined,
      failed: 1,
      errors: [{ row: 7, message: 'Bad date' }],
    });
    expect(readImportAnswer('Imported 12 users')).toEqual({ errors: [], message: 'Imported 12 users' });
    expect(readImportAnswer(null)).toEqual({ errors: [] });
    expect(readImportAnswer({ errors: [{ file: 'a.xlsx', row: 2, message: 'Duplicate' }] }).errors).toEqual([
      { file: 'a.xlsx', row: 2, message: 'Duplicate' },
    ]);
  });
});
