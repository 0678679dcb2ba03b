/**
 * Reading an import's workbook whatever order its zip stores its entries in, however busy the
 * gateway: exceljs's streaming reader failed on a worksheet stored before the workbook or the styles,
 * and unzipper (which it reads with) lost the entries queued behind one it was still reading, so an
 * exceljs-written workbook (the workbook last) was refused as malformed now and then under load.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readOrder, readXlsx } from '../src/xlsx-read';

const HEADERS = { 企业名称: 'name', 统一社会信用代码: 'creditCode', 成立日期: 'establishedDate' };

/** A workbook written by exceljs (shared strings, styles, a date), its entries stored in `order`. */
async function workbookIn(order: (names: string[]) => string[]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('企业');
  ws.addRow(['企业名称', '统一社会信用代码', '成立日期']);
  ws.addRow(['顺序一有限公司', '91330106MA0000001X', new Date(Date.UTC(2020, 4, 1))]);
  ws.addRow(['顺序二有限公司', '91330106MA0000002X', new Date(Date.UTC(2021, 0, 31))]);
  ws.getColumn(3).numFmt = 'yyyy-mm-dd';
  wb.addWorksheet('另一张').addRow(['企业名称']);
  const entries = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const names = order(Object.keys(entries));
  expect([...names].sort()).toEqual(Object.keys(entries).sort());
  // zipSync stores the entries in the object's order
  return new File(
    [zipSync(Object.fromEntries(names.map((n) => [n, entries[n] as Uint8Array])))],
    '企业.xlsx',
  );
}

/** The rows every readable form of `workbookIn`'s workbook answers. */
const expected = [
  {
    line: 2,
    values: {
      name: '顺序一有限公司',
      creditCode: '91330106MA0000001X',
      establishedDate: '2020-05-01 00:00:00',
    },
  },
  {
    line: 3,
    values: {
      name: '顺序二有限公司',
      creditCode: '91330106MA0000002X',
      establishedDate: '2021-01-31 00:00:00',
    },
  },
];

const first = (names: string[], wanted: string[]) => [...wanted, ...names.filter((n) => !wanted.includes(n))];

describe('readXlsx, whatever the order of the entries', () => {
  const S = 'xl/sharedStrings.xml';
  const R = 'xl/_rels/workbook.xml.rels';
  const W = 'xl/workbook.xml';
  const SHEETS = ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml'];
  it.each([
    ['worksheets before the workbook and the styles (as exceljs sometimes writes them)', [R, S, ...SHEETS]],
    ['the workbook first but the styles after the worksheets', [W, R, S, ...SHEETS]],
    ["Excel's own order (the shared strings and styles after the worksheets)", [W, R, ...SHEETS]],
    ['a tidy order', [W, R, 'xl/styles.xml', S]],
  ])('%s', async (_, leading) => {
    const file = await workbookIn((names) => first(names, leading));
    expect(await readXlsx(file, HEADERS, ['name'])).toEqual(expected);
  });
});

describe('readOrder', () => {
  const rest = ['[Content_Types].xml', '_rels/.rels', 'xl/theme/theme1.xml'];
  it('keeps a safe order as it is', () => {
    expect(
      readOrder([
        ...rest,
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/sharedStrings.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    ).toBeUndefined();
    // the worksheet is put aside by exceljs until the shared strings are read: safe
    expect(
      readOrder([
        'xl/_rels/workbook.xml.rels',
        'xl/worksheets/sheet1.xml',
        'xl/sharedStrings.xml',
        'xl/workbook.xml',
        'xl/styles.xml',
      ]),
    ).toBeUndefined();
    // no styles at all: nothing to wait for
    expect(
      readOrder([
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/sharedStrings.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    ).toBeUndefined();
  });
  it('moves the worksheets last, the rest in its order, when one would be read too early', () => {
    expect(
      readOrder([
        'xl/_rels/workbook.xml.rels',
        'xl/sharedStrings.xml',
        'xl/worksheets/sheet2.xml',
        'xl/worksheets/sheet1.xml',
        ...rest,
        'xl/workbook.xml',
        'xl/styles.xml',
      ]),
    ).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      ...rest,
      'xl/workbook.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });
});

describe("exceljs's unzipper (patched: patches/unzipper@0.10.14.patch)", () => {
  const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  const unzipper = fromExceljs('unzipper') as { Parse(o: object): NodeJS.ReadWriteStream };
  /** How exceljs's WorkbookReader walks the entries (pausing the zip while it reads one). */
  const iterateStream = fromExceljs('./lib/utils/iterate-stream.js') as (
    s: NodeJS.ReadableStream,
  ) => AsyncIterable<{ path: string; autodrain(): void }>;
  const names = ['a.xml', 'b.xml', 'c.xml', 'd.xml', 'e.xml'];
  const zip = zipSync(Object.fromEntries(names.map((n) => [n, strToU8(`<x>${n}</x>`)])));

  async function entriesSeen(bytes: Uint8Array): Promise<string[]> {
    const parse = unzipper.Parse({ forceStream: true });
    Readable.from([Buffer.from(bytes)]).pipe(parse);
    const seen: string[] = [];
    for await (const entry of iterateStream(parse)) {
      seen.push(entry.path);
      // a reader still busy with the first entry while the rest of the zip is parsed
      if (seen.length === 1) await new Promise((resolve) => setTimeout(resolve, 50));
      entry.autodrain();
    }
    return seen;
  }

  it('hands a reader that paused on an entry every entry behind it', async () => {
    expect(await entriesSeen(zip)).toEqual(names);
  });

  it('a zip cut off before its central directory still ends, never hangs (its entries are whole: read)', async () => {
    const cutOff = (bytes: Uint8Array) => {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return bytes.subarray(0, view.getUint32(bytes.byteLength - 22 + 16, true));
    };
    await expect(entriesSeen(cutOff(zip))).rejects.toThrow('FILE_ENDED');
    const book = new Uint8Array(await (await workbookIn((n) => n)).arrayBuffer());
    expect(await readXlsx(new File([cutOff(book)], '企业.xlsx'), HEADERS, ['name'])).toEqual(expected);
  });
});
