/** Real .xlsx workbooks for the import tests, written with exceljs as a person's spreadsheet program would. */
import ExcelJS from 'exceljs';

export async function workbook(name: string, rows: (string | number)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业');
  for (const row of rows) sheet.addRow(row);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
